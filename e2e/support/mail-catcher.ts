import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * The dealers' mail server for the journeys: a real SMTP server on this machine that writes every
 * message it accepts to .data/e2e-mail/, where a journey can read what the dealer received.
 */
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 3125);
export const MAIL_DIR = path.resolve(".data/e2e-mail");

export async function startMailCatcher(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const refusedOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 500, // the platform keeps pooled connections open; do not wait for them at teardown
    // A mailbox that refuses its first message for good (550) and takes the next: a delivery that fails, then works
    // when sent again (e2e/lead-comms.spec.ts).
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (!to.endsWith("@bounce-once.example") || refusedOnce.has(to)) return callback();
      refusedOnce.add(to);
      callback(Object.assign(new Error("550 No such mailbox (refused once)"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        writeFileSync(path.join(MAIL_DIR, `${++count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(MAIL_PORT, "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

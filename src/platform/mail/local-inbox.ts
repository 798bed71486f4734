import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { Env } from "@/platform/env";
import { smtpTransport, type MailTransport } from "./smtp";

/**
 * The mail transport while no mail server is configured, for mail a person waits for (a staff member's sign-in code):
 * nothing leaves the machine. Each message becomes one line `{ISO time}\t{to}\t{subject}\t{text}` of a file only this
 * machine's user can read, beside the SMS inbox, which is where a newcomer trying the console reads their code.
 */
export function localMailInbox(file: string): MailTransport {
  return {
    async send({ to, subject, text }) {
      await mkdir(path.dirname(file), { recursive: true });
      // One message, one line, whatever the text holds.
      const line = [new Date().toISOString(), to, subject, text].map((part) => part.replace(/[\t\r\n]+/g, " "));
      await appendFile(file, `${line.join("\t")}\n`, { mode: 0o600 });
    },
  };
}

/**
 * The transport the environment configures for such mail: the mail server when SMTP_HOST is set, otherwise the local
 * inbox, with the sentence the server says once so nobody waits for mail that was never sent (it names the file).
 */
export function personalMailFromEnv(e: Env): { transport: MailTransport; notice: string | null } {
  if (e.SMTP_HOST)
    return {
      transport: smtpTransport({
        host: e.SMTP_HOST,
        port: e.SMTP_PORT,
        secure: e.SMTP_SECURE,
        user: e.SMTP_USER,
        password: e.SMTP_PASSWORD,
      }),
      notice: null,
    };
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.MAIL_LOCAL_INBOX);
  return {
    transport: localMailInbox(file),
    notice:
      `No mail server is configured (SMTP_HOST is unset): console sign-in codes are not e-mailed. ` +
      `Each one is written to ${file} on this machine instead.`,
  };
}

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { MAIL_DIR } from "./mail-catcher";

/** A raw message with quoted-printable undone (soft line breaks joined, =XX decoded), so long links read whole. */
function unquoted(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The first message the mail server received that mentions the text (every one of the texts), once it has arrived. */
async function awaitMail(text: string | string[], view: (raw: string) => string): Promise<string> {
  const texts = typeof text === "string" ? [text] : text;
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(MAIL_DIR)
          .map((f) => view(readFileSync(path.join(MAIL_DIR, f), "utf8")))
          .find((m) => texts.every((t) => m.includes(t)));
        return Boolean(found);
      },
      { message: `an e-mail mentioning ${texts.join(" and ")}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The message the dealer's mail server received that mentions the text, once it has arrived. */
export const receivedMail = (text: string) => awaitMail(text, (raw) => raw);

/** The message (decoded) that mentions the text once decoded: a link, say, that quoted-printable would have split. */
export const receivedDecodedMail = (text: string | string[]) => awaitMail(text, unquoted);

/** Every message (decoded) received so far that mentions all the texts, oldest first. */
export function decodedMailsSoFar(texts: string[]): string[] {
  return readdirSync(MAIL_DIR)
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((f) => unquoted(readFileSync(path.join(MAIL_DIR, f), "utf8")))
    .filter((m) => texts.every((t) => m.includes(t)));
}

/**
 * A decoded message's HTML part (its body up to the next MIME boundary), base64 undone where the sender chose it; an
 * empty string when the message has no HTML part.
 */
export function htmlPart(mail: string): string {
  const at = mail.search(/^Content-Type: text\/html/im);
  if (at < 0) return "";
  const part = mail.slice(at);
  const bodyAt = part.search(/\r?\n\r?\n/);
  const body = part
    .slice(bodyAt)
    .split(/\r?\n--/)[0]!
    .trim();
  const base64 = /^Content-Transfer-Encoding: base64/im.test(part.slice(0, bodyAt));
  return base64 ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
}

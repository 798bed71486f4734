import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { SmsSender } from "./sms-sender";

/**
 * The SMS sender while no gateway is configured: nothing leaves the machine. Each message becomes one
 * line `{ISO time}\t{to}\t{text}` of a file only this machine's user can read, which is where a
 * newcomer trying a demo site reads their sign-in code. Nothing is ever shown on a page.
 */
export function localInboxSender(file: string): SmsSender {
  return {
    async send({ to, body }) {
      await mkdir(path.dirname(file), { recursive: true });
      // One message, one line, whatever the text holds.
      const text = body.replace(/[\t\r\n]+/g, " ");
      await appendFile(file, `${new Date().toISOString()}\t${to}\t${text}\n`, { mode: 0o600 });
    },
  };
}

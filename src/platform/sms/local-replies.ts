import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SmsReplies, SmsReply } from "./sms-replies";

/**
 * Replies while no gateway is configured: no phone can reply, as nothing was sent. A developer stands in for one by
 * appending a line `{number} {text}` (e.g. `0400 000 001 STOP`) to a file beside the SMS inbox; each line is one reply,
 * its id its line number. Confirmed ids are kept in `{file}.confirmed`, so a line is handled once.
 */
export function localRepliesFile(inboxFile: string): string {
  return path.join(path.dirname(inboxFile), "sms-replies.txt");
}

async function lines(file: string): Promise<string[]> {
  try {
    return (await readFile(file, "utf8")).split("\n");
  } catch (err) {
    if ((err as { code?: unknown }).code === "ENOENT") return [];
    throw err;
  }
}

/** The replies a file's lines hold: `{number} {text}` each, blank lines skipped, ids "line-{n}" (1-based). */
export function repliesInLines(text: string[]): SmsReply[] {
  return text.flatMap((line, i) => {
    const m = /^\s*(\+?[\d ()-]*\d)\s+(\S.*?)\s*$/.exec(line.replace(/\t/g, " "));
    // The number is the digits before the first letter or sign (STOP, "stop."), however they are grouped.
    return m ? [{ id: `line-${i + 1}`, from: m[1]!.replace(/[\s()-]/g, ""), text: m[2]!, receivedAt: null }] : [];
  });
}

export function localSmsReplies(file: string): SmsReplies {
  const confirmedFile = `${file}.confirmed`;
  return {
    async check() {
      const confirmed = new Set(await lines(confirmedFile));
      return repliesInLines(await lines(file)).filter((r) => !confirmed.has(r.id));
    },
    async confirm(ids) {
      if (ids.length === 0) return;
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(confirmedFile, ids.map((id) => `${id}\n`).join(""), { mode: 0o600 });
    },
  };
}

import { mkdtempSync, appendFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localRepliesFile, localSmsReplies, repliesInLines } from "./local-replies";

const dir = mkdtempSync(path.join(tmpdir(), "forecourt-sms-replies-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("replies from a local file while no gateway is configured", () => {
  it("is the file beside the SMS inbox", () => {
    expect(localRepliesFile("/app/.data/sms-inbox.txt")).toBe("/app/.data/sms-replies.txt");
  });
  it("reads a line as a number and its text, however the number is grouped", () => {
    expect(
      repliesInLines(["0400 000 001 STOP", "", "+61400000002\tStop please", "just words", "(04) 0000 0003  end "]),
    ).toEqual([
      { id: "line-1", from: "0400000001", text: "STOP", receivedAt: null },
      { id: "line-3", from: "+61400000002", text: "Stop please", receivedAt: null },
      { id: "line-5", from: "0400000003", text: "end", receivedAt: null },
    ]);
  });
  it("gives each line until it is confirmed, and nothing when the file is missing", async () => {
    const file = path.join(dir, "sms-replies.txt");
    const replies = localSmsReplies(file);
    expect(await replies.check()).toEqual([]);
    appendFileSync(file, "0400 000 011 STOP\n0400 000 012 hello\n");
    const read = await replies.check();
    expect(read.map((r) => r.text)).toEqual(["STOP", "hello"]);
    await replies.confirm([read[0]!.id]);
    appendFileSync(file, "0400 000 013 quit\n");
    expect((await replies.check()).map((r) => r.text)).toEqual(["hello", "quit"]);
    await replies.confirm((await replies.check()).map((r) => r.id));
    expect(await replies.check()).toEqual([]);
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Env } from "@/platform/env";
import { localInboxSender } from "./local-inbox";
import { smsSenderFromEnv } from "./sms-config";

const dir = mkdtempSync(path.join(tmpdir(), "forecourt-sms-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the local inbox (no SMS gateway configured)", () => {
  it("appends one line per message, `{ISO time}\\t{to}\\t{text}`, creating its folder", async () => {
    const file = path.join(dir, "nested", "sms-inbox.txt");
    const inbox = localInboxSender(file);
    await inbox.send({ to: "+61400000001", body: "Your code is 482913" });
    await inbox.send({ to: "+61400000002", body: "Two\nlines\tand a tab" });
    const lines = readFileSync(file, "utf8").split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\t\+61400000001\tYour code is 482913$/);
    expect(lines[1]!.split("\t").slice(1)).toEqual(["+61400000002", "Two lines and a tab"]);
    expect(lines[2]).toBe("");
    // Only this machine's user can read the codes in it.
    expect(statSync(file).mode & 0o077).toBe(0);
  });
  it("is what the environment gives without SMS_GATEWAY_URL, with a notice naming the file and no message", async () => {
    const file = path.join(dir, "from-env.txt");
    const { sender, notice } = smsSenderFromEnv({ SMS_LOCAL_INBOX: file } as Env);
    expect(notice).toBe(
      `No SMS gateway is configured (SMS_GATEWAY_URL is unset): no text message is sent. ` +
        `Each one, sign-in codes included, is written to ${file} on this machine instead.`,
    );
    await sender.send({ to: "+61400000003", body: "hello" });
    expect(readFileSync(file, "utf8")).toMatch(/\t\+61400000003\thello\n$/);
  });
  it("is replaced by the HTTP gateway, silently, when SMS_GATEWAY_URL is set", () => {
    const configured = smsSenderFromEnv({
      SMS_GATEWAY_URL: "https://api.messagemedia.example",
      SMS_GATEWAY_API_KEY: "k",
      SMS_GATEWAY_API_SECRET: "s",
      SMS_LOCAL_INBOX: path.join(dir, "unused.txt"),
    } as Env);
    expect(configured.notice).toBeNull();
  });
});

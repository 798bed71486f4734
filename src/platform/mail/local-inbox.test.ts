import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Env } from "@/platform/env";
import { localMailInbox, personalMailFromEnv } from "./local-inbox";

const dir = mkdtempSync(path.join(tmpdir(), "forecourt-mail-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message = (to: string, subject: string, text: string) => ({
  from: "x@forecourt.example",
  to,
  subject,
  text,
  attachments: [],
});

describe("the local mail inbox (no mail server configured)", () => {
  it("appends one line per message, `{ISO time}\\t{to}\\t{subject}\\t{text}`, readable by this user only", async () => {
    const file = path.join(dir, "nested", "mail-inbox.txt");
    const inbox = localMailInbox(file);
    await inbox.send(message("ana@dealer.example", "Your code", "Code 482913"));
    await inbox.send(message("ben@dealer.example", "Two\nlines", "and\ta tab"));
    const lines = readFileSync(file, "utf8").split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\tana@dealer\.example\tYour code\tCode 482913$/);
    expect(lines[1]!.split("\t").slice(1)).toEqual(["ben@dealer.example", "Two lines", "and a tab"]);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it("is what the environment gives without SMTP_HOST, with a notice naming the file", async () => {
    const file = path.join(dir, "from-env.txt");
    const { transport, notice } = personalMailFromEnv({ MAIL_LOCAL_INBOX: file } as Env);
    expect(notice).toContain(`written to ${file} on this machine`);
    await transport.send(message("ana@dealer.example", "Your code", "Code 111111"));
    expect(readFileSync(file, "utf8")).toContain("Code 111111");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CONSOLE_ROUTES = path.join(process.cwd(), "src/app/console");
const SITE_ROUTES = path.join(process.cwd(), "src/app/s");

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, name);
    return name.test(entry.name) ? [full] : [];
  });
}

describe("the console's routes", () => {
  it("render every page per request, never from the page cache", () => {
    const cached = files(CONSOLE_ROUTES, /^page\.tsx$/).filter(
      (file) => !/export const dynamic = "force-dynamic"/.test(readFileSync(file, "utf8")),
    );
    expect(cached.map((file) => path.relative(CONSOLE_ROUTES, file))).toEqual([]);
  });

  it("are imported by no shopper route, so none of the console reaches a shopper page", () => {
    const leaking = files(SITE_ROUTES, /\.(ts|tsx)$/).filter((file) =>
      /from\s+["']@\/(app\/console|screens\/console|features\/staff)\b/.test(readFileSync(file, "utf8")),
    );
    expect(leaking.map((file) => path.relative(SITE_ROUTES, file))).toEqual([]);
  });
});

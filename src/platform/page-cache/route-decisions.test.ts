import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SITE_ROUTES = path.join(process.cwd(), "src/app/s/[site]");

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

describe("every site page says whether it is cached (docs/adr/0008)", () => {
  it("declares generateStaticParams (cached) or dynamic = force-dynamic (rendered per request), never both", () => {
    const undecided: string[] = [];
    for (const file of pages(SITE_ROUTES)) {
      const source = readFileSync(file, "utf8");
      const cached = /export (async )?function generateStaticParams\b/.test(source);
      const dynamic = /export const dynamic = "force-dynamic"/.test(source);
      if (cached === dynamic) undecided.push(path.relative(SITE_ROUTES, file));
    }
    expect(undecided).toEqual([]);
  });

  it("caches the pages a shopper lands on: home and search", () => {
    for (const page of ["page.tsx", "search-results/[query]/[[...segments]]/page.tsx"])
      expect(readFileSync(path.join(SITE_ROUTES, page), "utf8")).toMatch(/generateStaticParams/);
  });
});

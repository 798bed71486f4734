import path from "node:path";
import { getFileInfo } from "prettier";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const DEMO = ["harbour-toyota", "southern-cross-motors", "tasman-caravans", "bigbox-used"];
const checked = async (file: string) =>
  !(await getFileInfo(path.join(root, file), { ignorePath: path.join(root, ".prettierignore") })).ignored;

describe("a dealer's own files pass npm test whatever their layout", () => {
  it("leaves a new dealer's hand-written site, dealer and content files out of the formatting check", async () => {
    for (const file of ["sites/sites/coastal-motors.json", "sites/dealers/coastal-motors.json"])
      expect(await checked(file), file).toBe(false);
    expect(await checked("sites/content/sites/coastal-motors.json")).toBe(false);
  });

  it("keeps the demo dealers' files and the platform's shared files formatted", async () => {
    for (const slug of DEMO)
      for (const folder of ["sites/sites", "sites/dealers", "sites/content/sites"])
        expect(await checked(`${folder}/${slug}.json`), `${folder}/${slug}.json`).toBe(true);
    for (const file of ["sites/platform.json", "sites/brands/toyota.json", "sites/templates/franchise.json"])
      expect(await checked(file), file).toBe(true);
  });
});

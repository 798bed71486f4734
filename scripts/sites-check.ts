/**
 * `npm run sites:check`: validates every site file with its layers, and every site's dealer file
 * (sites/dealers/). Prints each problem as "path: field: reason" and exits 1 when there is one.
 */
import path from "node:path";
import { formatProblem } from "@/platform/site/config-layers";
import { loadSiteFiles } from "@/features/locations/site-files";

const dir = path.resolve(process.argv[2] ?? process.env.SITES_DIR ?? "sites");
const { sites, dealers, problems } = loadSiteFiles(dir);
if (problems.length > 0) {
  console.error(`Site configuration has ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
const locations = [...dealers.values()].reduce(
  (n, file) => n + file.dealerships.reduce((m, d) => m + d.locations.length, 0),
  0,
);
console.log(
  `${sites.length} site(s) valid: ${sites.map((s) => s.slug).join(", ")}; ${dealers.size} dealer file(s) with ${locations} location(s)`,
);

/**
 * `npm run sites:check`: validates every site file with its layers. Prints each problem as
 * "path: field: reason" and exits 1 when there is one.
 */
import path from "node:path";
import { formatProblem } from "@/platform/site/config-layers";
import { loadSiteRegistry } from "@/platform/site/registry";

const dir = path.resolve(process.argv[2] ?? process.env.SITES_DIR ?? "sites");
const { sites, problems } = loadSiteRegistry(dir);
if (problems.length > 0) {
  console.error(`Site configuration has ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
console.log(`${sites.length} site(s) valid: ${sites.map((s) => s.slug).join(", ")}`);

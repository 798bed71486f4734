/**
 * `npm run graph:features`: the graph of imports between features (src/features/<name>/), and how far it is
 * from a stack of floors where every feature imports only features below it.
 *
 * What counts: import and export-from statements (and `import()` calls) in a feature's non-test source files
 * (not *.test.ts(x), not testing/ folders) whose target resolves into another feature's folder. The screens
 * and the routes above the features are not features: their imports do not count.
 *
 * Figures:
 * - imports: such statements; pairs: ordered (from, to) feature pairs with at least one;
 * - both ways: unordered pairs where each feature imports the other;
 * - arrows up and floors: the features are ordered from the bottom up so that as few pairs as possible point
 *   upwards. Strongly connected components (groups of features that reach each other through imports) are
 *   condensed and taken in topological order (dependencies first); inside a component the members are ordered
 *   by the greedy feedback-arc heuristic (Eades, Lin and Smyth: sinks first, sources last, otherwise the
 *   member with the most outgoing minus incoming arrows goes last). An arrow up is an ordered pair whose
 *   target sits above its source in that order: every arrow up lies within a cycle, and removing them leaves
 *   an acyclic graph. A feature's floor is then the longest chain of remaining arrows below it (0 for a
 *   feature that imports none); floors is the number of distinct floors.
 *
 * `--check` exits 1 when a pair imports both ways (other than KNOWN_BOTH_WAYS) or more than MAX_ARROWS_UP arrows run up (`npm run
 * lint:layers` runs it), `--json` prints the figures as JSON.
 */
import fs from "node:fs";
import path from "node:path";

const MAX_ARROWS_UP = 5;
/** Pairs still allowed to import each other, each with what cuts it (none left). */
const KNOWN_BOTH_WAYS = new Set<string>([]);
const ROOT = process.cwd();
const FEATURES = path.join(ROOT, "src/features");
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

type Pair = { from: string; to: string; imports: number };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The feature a module specifier lands in, seen from `file`, or null when it lands outside the features. */
function targetFeature(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = path.join(ROOT, "src", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const rel = path.relative(FEATURES, target);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] ?? null;
}

function readPairs(): Pair[] {
  const counts = new Map<string, number>();
  for (const feature of fs.readdirSync(FEATURES).sort()) {
    const dir = path.join(FEATURES, feature);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of sourceFiles(dir)) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT_SPECIFIER)) {
        const to = targetFeature(file, match[1]!);
        if (to === null || to === feature) continue;
        const key = `${feature}\t${to}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return [...counts].map(([key, imports]) => {
    const [from, to] = key.split("\t") as [string, string];
    return { from, to, imports };
  });
}

/** Tarjan's strongly connected components, emitted dependencies first (a component after all it imports). */
function components(nodes: string[], out: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of out.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      result.push(component.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return result;
}

/** Eades-Lin-Smyth order of one component, bottom first: few arrows from a member to one placed above it. */
function orderComponent(members: string[], out: Map<string, Set<string>>): string[] {
  const left = new Set(members);
  const bottom: string[] = [];
  const top: string[] = [];
  const degree = (v: string, dir: "out" | "in") =>
    dir === "out"
      ? [...(out.get(v) ?? [])].filter((w) => left.has(w)).length
      : [...left].filter((u) => out.get(u)?.has(v)).length;
  while (left.size > 0) {
    const sink = [...left].find((v) => degree(v, "out") === 0);
    if (sink) {
      bottom.push(sink);
      left.delete(sink);
      continue;
    }
    const source = [...left].find((v) => degree(v, "in") === 0);
    if (source) {
      top.unshift(source);
      left.delete(source);
      continue;
    }
    const best = [...left].sort(
      (a, b) => degree(b, "out") - degree(b, "in") - (degree(a, "out") - degree(a, "in")),
    )[0]!;
    top.unshift(best);
    left.delete(best);
  }
  return [...bottom, ...top];
}

export function featureGraph(pairs: Pair[]) {
  const out = new Map<string, Set<string>>();
  for (const { from, to } of pairs) out.set(from, (out.get(from) ?? new Set()).add(to));
  const nodes = [...new Set(pairs.flatMap((p) => [p.from, p.to]))].sort();
  const order = components(nodes, out).flatMap((c) => (c.length > 1 ? orderComponent(c, out) : c));
  const rank = new Map(order.map((v, i) => [v, i]));
  const up = pairs.filter((p) => rank.get(p.to)! > rank.get(p.from)!);
  const floor = new Map<string, number>();
  for (const v of order) {
    const below = [...(out.get(v) ?? [])].filter((w) => rank.get(w)! < rank.get(v)!);
    floor.set(v, below.length === 0 ? 0 : 1 + Math.max(...below.map((w) => floor.get(w)!)));
  }
  const bothWays = pairs.filter((p) => p.from < p.to && out.get(p.to)?.has(p.from)).map((p) => `${p.from} <-> ${p.to}`);
  return {
    imports: pairs.reduce((n, p) => n + p.imports, 0),
    pairs: pairs.length,
    bothWays,
    up: up.map((p) => `${p.from} -> ${p.to} (${p.imports})`),
    floors: new Set(floor.values()).size,
    floorOf: Object.fromEntries(order.map((v) => [v, floor.get(v)!])),
  };
}

function main() {
  const graph = featureGraph(readPairs());
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(graph, null, 2));
  } else {
    console.log(
      `feature graph: ${graph.imports} imports, ${graph.pairs} ordered pairs, ${graph.bothWays.length} both ways, ${graph.up.length} arrows up, ${graph.floors} floors`,
    );
    const byFloor = new Map<number, string[]>();
    for (const [v, f] of Object.entries(graph.floorOf)) byFloor.set(f, [...(byFloor.get(f) ?? []), v]);
    for (const f of [...byFloor.keys()].sort((a, b) => b - a))
      console.log(`  floor ${f}: ${byFloor.get(f)!.join(", ")}`);
    if (graph.bothWays.length > 0) console.log(`both ways:\n  ${graph.bothWays.join("\n  ")}`);
    if (graph.up.length > 0) console.log(`arrows up:\n  ${graph.up.join("\n  ")}`);
  }
  const newBothWays = graph.bothWays.filter((pair) => !KNOWN_BOTH_WAYS.has(pair));
  if (process.argv.includes("--check") && (newBothWays.length > 0 || graph.up.length > MAX_ARROWS_UP)) {
    console.error(
      `feature graph check failed: ${newBothWays.length} new pair(s) import each other (${newBothWays.join(", ") || "none"}; allowed 0), ${graph.up.length} arrow(s) run up (allowed ${MAX_ARROWS_UP})`,
    );
    process.exit(1);
  }
}

main();

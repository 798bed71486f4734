import { percentile } from "./stats";

/**
 * The console benches' timing loop: each case is run `runs` times after three warm-up runs (which settle the query
 * plan and the database's cache), and its p50 and p95 printed in ms with the rows its last run returned. A case whose
 * p95 is over the target is named at the end (reported, not asserted).
 */
export async function timeCases<C>(
  title: string,
  cases: [name: string, input: C][],
  run: (input: C) => Promise<{ rows: unknown[] }>,
  options: { runs: number; targetP95Ms: number },
): Promise<void> {
  const WARM_UP = 3;
  console.log(`\n${title.padEnd(40)} p50      p95   rows`);
  const over: string[] = [];
  for (const [name, input] of cases) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < options.runs + WARM_UP; i++) {
      const t = performance.now();
      const page = await run(input);
      if (i >= WARM_UP) times.push(performance.now() - t);
      rows = page.rows.length;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (p95 > options.targetP95Ms) over.push(name);
    console.log(
      `${name.padEnd(40)} ${percentile(times, 50).toFixed(1).padStart(7)}  ${p95.toFixed(1).padStart(7)}  ${String(rows).padStart(5)}`,
    );
  }
  console.log(
    over.length
      ? `\nOver the ${options.targetP95Ms} ms p95 target: ${over.join("; ")}`
      : `\nEvery case within the ${options.targetP95Ms} ms p95 target.`,
  );
}

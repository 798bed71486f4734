import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

/**
 * CPU time and memory of a process and all its descendants, read from Linux's /proc (a benchmark's
 * server runs under a launcher: `tsx scripts/start.ts` starts the Next server as a child).
 */
let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

function read(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null; // the process (or thread) ended between listing and reading
  }
}

/** The process and every descendant, parents first. */
export function processTree(pid: number): number[] {
  const out: number[] = [];
  const visit = (p: number) => {
    out.push(p);
    const tasks = `/proc/${p}/task`;
    if (!existsSync(tasks)) return;
    for (const task of readdirSync(tasks)) {
      const children = read(`${tasks}/${task}/children`);
      for (const child of children?.trim().split(/\s+/).filter(Boolean) ?? []) visit(Number(child));
    }
  };
  visit(pid);
  return out;
}

/** utime + stime of one process in milliseconds (fields 14 and 15 of /proc/PID/stat, after the command name). */
function cpuMsOf(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
}

export const treeCpuMs = (pid: number) => processTree(pid).reduce((sum, p) => sum + cpuMsOf(p), 0);

/** Resident memory (VmRSS) of the process tree in MB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    const match = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${p}/status`) ?? "");
    if (match) kb += Number(match[1]);
  }
  return kb / 1024;
}

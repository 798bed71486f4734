import os from "node:os";

/** When and on what a benchmark ran, the head of every saved report: figures are only comparable on like machines. */
export function machine() {
  return {
    ranAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
  };
}

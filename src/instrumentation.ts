/** Runs once when the server starts: the Node server's start is instrumentation-node.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./instrumentation-node");
  await startServer();
}

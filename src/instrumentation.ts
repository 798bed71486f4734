/** Runs once when the server starts: the Node server's start is instrumentation-node.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportAppStart } = await import("./platform/http/app-start-signal");
  // The server process calls itself ready only once this start has finished (app-start-signal.ts says why).
  await reportAppStart(import("./instrumentation-node").then(({ startServer }) => startServer()));
}

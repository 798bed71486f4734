/**
 * Where a server process is in its life (scripts/serve.ts): starting (migrating, preparing Next), serving, or
 * stopping (told to shut down: finishing what it serves, taking nothing new).
 */
export type ServingPhase = "starting" | "serving" | "stopping";

/** What /readyz answers: its status code and the one word of its body (nothing about the process's internals). */
export interface Readiness {
  httpStatus: 200 | 503;
  status: "ready" | "starting" | "stopping" | "unavailable";
}

/**
 * The readiness rule: a process should be sent requests only while it is serving and its database answers. Starting
 * (still migrating or preparing) or stopping, it is not ready whatever the database says; serving, it is not ready
 * while its database does not answer (a proxy sends the requests to another process meanwhile).
 */
export function readiness(phase: ServingPhase, databaseAnswers: boolean): Readiness {
  if (phase !== "serving") return { httpStatus: 503, status: phase };
  return databaseAnswers ? { httpStatus: 200, status: "ready" } : { httpStatus: 503, status: "unavailable" };
}

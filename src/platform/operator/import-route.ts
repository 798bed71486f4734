import type { DatabaseTarget } from "@/platform/db/client";
import type { OperatorDoor } from "./operator-file";

/**
 * Where an operator command does its work. PostgreSQL is shared by every process: the command opens it itself, as it
 * does an embedded database nobody holds. An embedded database held by a live server is that server's alone: the
 * command hands its work to the server's operator door. Held with no door of its own (`db:prepare`, a server still preparing,
 * or one that cannot take work) the command cannot run now.
 */
export type ImportRoute =
  { kind: "local" } | { kind: "hand-off"; door: OperatorDoor; pid: number } | { kind: "held"; pid: number };

export function chooseImportRoute(
  target: DatabaseTarget,
  holderPid: number | null,
  door: OperatorDoor | null,
): ImportRoute {
  if (!("dataDir" in target) || holderPid === null) return { kind: "local" };
  return door?.pid === holderPid ? { kind: "hand-off", door, pid: holderPid } : { kind: "held", pid: holderPid };
}

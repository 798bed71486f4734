import type { DoorStep } from "./door-step";
import { passAppEncoding } from "./app-encoding-step";
import { secureCachedPage } from "./cached-page-answer";
import { compressAnswer } from "./compression-step";
import { answerHealthChecks } from "./health-step";
import { keepConsolePrivate } from "./console-answer-step";
import { answerFailedPagePost } from "./failed-page-post";
import { hideInternalHeaders } from "./internal-headers";
import { repairNotFoundShell } from "./not-found-shell";
import { keepPreviewPrivate } from "./preview-answer-step";
import { markRequest } from "./request-marks";
import { sendSecurityHeaders } from "./security-headers-step";
import {
  answerRefusedLinks400,
  answerServerTargets,
  refuseOversizedBody,
  sendMalformedPathToErrorPage,
} from "./target-steps";

/**
 * The front door's steps, in the one order they run for every request (front-door-server.ts). A step that answers
 * ends the walk. A step that wraps the answer's methods (response-advice.ts) wraps those of the steps above it, so
 * its advice sees what Next sends first: the not-found repair sees Next's answer before the cached page is secured,
 * and the cached page is secured (and sent already encoded) before the compression step would compress it.
 */
export const FRONT_DOOR_ORDER: readonly DoorStep[] = [
  sendSecurityHeaders,
  hideInternalHeaders,
  answerHealthChecks,
  keepConsolePrivate,
  keepPreviewPrivate,
  passAppEncoding,
  markRequest,
  answerServerTargets,
  sendMalformedPathToErrorPage,
  answerRefusedLinks400,
  refuseOversizedBody,
  answerFailedPagePost,
  compressAnswer,
  secureCachedPage,
  repairNotFoundShell,
];

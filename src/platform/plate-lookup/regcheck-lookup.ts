import {
  isPlateState,
  isPlausiblePlate,
  normalisePlate,
  type PlateLookup,
  type PlateLookupResult,
} from "./plate-lookup";
import { readRegCheckXml, regCheckVehicle } from "./regcheck-vehicle";

/**
 * The national plate lookup through CarRegistrationAPI / RegCheck:
 * `GET {base}/CheckAustralia?RegistrationNumber=&State=&username=`, answered with XML whose vehicleJson element
 * holds the car as escaped JSON, or with HTTP 500 and a plain-text reason. The username is the only credential
 * and travels in the query string, so neither it nor the plate ever reaches a reason, an error or a log.
 */
export const REGCHECK_BASE_URL = "https://www.carregistrationapi.com/api/reg.asmx";

interface RegCheckOptions {
  baseUrl: string;
  username: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 5_000;
// The service's words when it has no such car: they come as a 404 or a 500, the same status as a refused username.
const NOT_FOUND_WORDS = /not found|lookup failed|no vehicle|no record|no match/i;

/** The one request a lookup makes. */
function regCheckUrl(baseUrl: string, username: string, plate: string, state: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/CheckAustralia`);
  url.searchParams.set("RegistrationNumber", plate);
  url.searchParams.set("State", state);
  url.searchParams.set("username", username);
  return url.toString();
}

/**
 * What a non-2xx answer means. Only a short plain-text body counts as the service's own words: a web server's
 * HTML error page ("404 - File or directory not found" for a mistyped base URL) must fail loudly, not pass for
 * a plate that no register holds.
 */
export function regCheckRefusal(status: number, body: string, secrets: string[]): PlateLookupResult {
  const firstLine = body.trim().split(/\r?\n/)[0] ?? "";
  const said = firstLine.startsWith("<") || body.length > 1_000 ? "" : redact(firstLine, secrets).slice(0, 200);
  if ((status === 404 || status === 500) && NOT_FOUND_WORDS.test(said)) return { kind: "not_found" };
  return { kind: "failed", reason: `RegCheck answered ${status}${said ? `: ${said}` : ""}` };
}

function redact(text: string, secrets: string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret) clean = clean.replace(new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), "[redacted]");
  }
  return clean;
}

/** A network failure in a few words: fetch's own message can quote the URL, which holds the plate and username. */
function transportFailure(err: unknown, timeoutMs: number): string {
  const e = err as { name?: unknown; cause?: { code?: unknown; message?: unknown } } | null;
  if (e?.name === "TimeoutError") return `RegCheck did not answer within ${timeoutMs} ms`;
  if (typeof e?.cause?.message === "string" && /redirect/i.test(e.cause.message))
    return "RegCheck answered with a redirect, which is not followed";
  const code = e?.cause?.code;
  return `RegCheck unreachable (${typeof code === "string" && /^[A-Z0-9_]+$/.test(code) ? code : "network error"})`;
}

export function regCheckLookup(options: RegCheckOptions): PlateLookup {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchAnswer = options.fetch ?? fetch;
  return {
    name: "regcheck",
    real: true,
    async lookup(plate, state) {
      const number = normalisePlate(plate);
      // No register holds such a plate, and every request costs a credit.
      if (!isPlausiblePlate(number)) return { kind: "not_found" };
      if (!isPlateState(state)) return { kind: "failed", reason: "RegCheck: not an Australian state or territory" };
      let status: number;
      let body: string;
      try {
        const response = await fetchAnswer(regCheckUrl(options.baseUrl, options.username, number, state), {
          headers: { Accept: "text/xml, application/xml, text/plain", "User-Agent": "Forecourt-PlateLookup/1" },
          // A redirect would carry the username to a host nobody configured.
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.text();
      } catch (err) {
        return { kind: "failed", reason: transportFailure(err, timeoutMs) };
      }
      if (status < 200 || status > 299) return regCheckRefusal(status, body, [number, plate.trim(), options.username]);
      const answer = readRegCheckXml(body);
      if (answer.kind === "empty") return { kind: "not_found" };
      if (answer.kind === "unreadable")
        return { kind: "failed", reason: "RegCheck sent an answer that is not its XML" };
      const vehicle = regCheckVehicle(answer.json, state);
      // A record naming nothing that identifies a car is the service's other way of saying it has none.
      if (vehicle.year === null && vehicle.make === null && vehicle.model === null && vehicle.description === null)
        return { kind: "not_found" };
      return { kind: "found", vehicle };
    },
  };
}

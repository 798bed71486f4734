import { z } from "zod";
import { demoPlateLookup } from "./demo-lookup";
import type { PlateLookup, PlateState, PlateVehicle } from "./plate-lookup";
import { REGCHECK_BASE_URL, regCheckLookup } from "./regcheck-lookup";

const baseUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * regcheck when PLATE_LOOKUP_USERNAME is set (PLATE_LOOKUP_URL overrides the base URL; must be http(s)), else demo.
 * Throws a clear Error naming the variable on a malformed PLATE_LOOKUP_URL.
 */
export function plateLookupFromEnv(
  env: NodeJS.ProcessEnv,
  stockPlate?: (plate: string, state: PlateState) => Promise<PlateVehicle | null>,
): PlateLookup {
  // As elsewhere in the platform's environment, an empty variable (PLATE_LOOKUP_URL= in a .env file) means "not set".
  const url = env.PLATE_LOOKUP_URL?.trim() || undefined;
  // Checked even while the demo runs: a typo found at start beats one found on the day the username is added.
  // The value itself is not repeated: a URL can carry a password.
  if (url !== undefined && !baseUrlSchema.safeParse(url).success)
    throw new Error(
      `PLATE_LOOKUP_URL must be an http:// or https:// URL, like ${REGCHECK_BASE_URL} (or unset for that default)`,
    );
  const username = env.PLATE_LOOKUP_USERNAME?.trim();
  if (!username) return demoPlateLookup({ stockPlate });
  return regCheckLookup({ baseUrl: url ?? REGCHECK_BASE_URL, username });
}

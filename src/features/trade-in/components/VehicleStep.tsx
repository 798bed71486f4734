import { getDb } from "@/platform/db/db.server";
import type { Flow } from "@/features/trade-in/trade-in-flows.db";
import { pickLists } from "@/features/trade-in/trade-in-market.db";
import { LOOKUP_FIELDS, pickFields } from "@/features/trade-in/trade-in-fields";
import { plateLookup } from "@/features/trade-in/trade-in.server";
import { StepForm } from "./StepForm";

const LOOKUP_MESSAGES = {
  not_found: "We couldn't find that registration. Please choose your car from the lists below.",
  failed: "We couldn't reach the registration service just now. Please choose your car from the lists below.",
} as const;

/** Step 2: the plate and state find the car; when that finds nothing (or fails), the shopper picks it from lists. */
export async function VehicleStep({ flow, path, now }: { flow: Flow; path: string; now: Date }) {
  const pick = flow.pick ?? {};
  const lists = await pickLists(await getDb(), pick);
  const stage = !pick.make ? "make" : !pick.model ? "model" : "badge";
  const lookupFailed = flow.lookup === "not_found" || flow.lookup === "failed";
  const demo = !plateLookup().real;
  return (
    <div className="space-y-8">
      <section aria-labelledby="find-by-rego">
        <h2 id="find-by-rego" className="text-xl font-bold">
          Find your car by its registration
        </h2>
        {demo ? (
          <p className="mt-1 text-sm">
            Demonstration: no real registration service is asked. The demo register knows a few invented plates and the
            demo dealers&apos; cars.
          </p>
        ) : null}
        {lookupFailed ? (
          <p role="status" className="mt-3 rounded border border-amber-700 bg-amber-50 p-3 font-semibold">
            {LOOKUP_MESSAGES[flow.lookup as "not_found" | "failed"]}
          </p>
        ) : null}
        <div className="mt-3">
          <StepForm
            id="trade-in-lookup"
            intent="lookup"
            path={path}
            fields={LOOKUP_FIELDS}
            defaults={{ rego: flow.rego ?? "", regoState: flow.regoState ?? "" }}
            submitLabel="Find my car"
          />
        </div>
      </section>
      <section aria-labelledby="pick-from-lists">
        <h2 id="pick-from-lists" className="text-xl font-bold">
          {lookupFailed ? "Choose your car" : "Or choose your car from the lists"}
        </h2>
        <div className="mt-3">
          <StepForm
            id="trade-in-pick"
            intent="pick"
            path={path}
            fields={pickFields(now.getUTCFullYear(), lists, stage)}
            defaults={{
              year: pick.year ? String(pick.year) : "",
              make: pick.make ?? "",
              model: pick.model ?? "",
            }}
            submitLabel={stage === "badge" ? "Next: its condition" : "Next"}
          />
        </div>
      </section>
    </div>
  );
}

import { paymentSetup } from "@/features/reserve/payments.server";

/** Said on every page of the flow while the demo provider is in use: nobody may think money moved. */
export function DemoNotice() {
  const { provider } = paymentSetup();
  if (!provider || provider.movesMoney) return null;
  return (
    <p role="note" className="mt-4 rounded border-2 border-amber-700 bg-amber-50 p-3 font-semibold text-amber-900">
      Demonstration payments: no money moves. No payment provider is configured on this platform, so the deposit is paid
      with a test card and nothing is charged or held on any real card.
    </p>
  );
}

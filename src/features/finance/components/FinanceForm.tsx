import type { FinancePrefill } from "../finance-prefill";

/**
 * The finance enquiry form (#finance-form), pre-filled from the page's query. Until lead delivery
 * lands (its own issue) it sends through the shopper's e-mail app to the dealer's public address.
 */
export function FinanceForm({ prefill, dealerships, email, vehicle }: {
  prefill: FinancePrefill;
  dealerships: { slug: string; name: string }[];
  email: string;
  vehicle: { slug: string; title: string } | null;
}) {
  const field = "mt-1 w-full rounded border border-gray-400 px-3 py-2";
  return (
    <form id="finance-form" action={`mailto:${email}?subject=${encodeURIComponent("Finance enquiry")}`} method="post" encType="text/plain" className="grid gap-4 rounded-lg border border-gray-200 p-5 sm:grid-cols-2">
      <h2 className="text-2xl font-bold sm:col-span-2">Finance enquiry</h2>
      <div><label htmlFor="ff-name" className="text-sm font-semibold">Name</label><input id="ff-name" name="name" autoComplete="name" required className={field} /></div>
      <div><label htmlFor="ff-email" className="text-sm font-semibold">E-mail</label><input id="ff-email" name="email" type="email" autoComplete="email" required className={field} /></div>
      <div><label htmlFor="ff-phone" className="text-sm font-semibold">Mobile</label><input id="ff-phone" name="phone" type="tel" autoComplete="tel" required className={field} /></div>
      <div><label htmlFor="ff-budget" className="text-sm font-semibold">Vehicle price budget</label><input id="ff-budget" name="vehiclePriceBudget" inputMode="numeric" defaultValue={prefill.vehiclePriceBudget ?? ""} className={field} /></div>
      {dealerships.length > 1 ? (
        <div>
          <label htmlFor="ff-dealership" className="text-sm font-semibold">Preferred dealership</label>
          <select id="ff-dealership" name="preferredDealership" defaultValue={prefill.preferredDealership ?? ""} required className={field}>
            <option value="">Choose a dealership</option>
            {dealerships.map((d) => <option key={d.slug} value={d.slug}>{d.name}</option>)}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor="ff-car-type" className="text-sm font-semibold">Vehicle condition</label>
        <select id="ff-car-type" name="car_type" defaultValue={prefill.car_type ?? ""} className={field}>
          <option value="">Any</option><option value="new">New</option><option value="used">Used</option><option value="demo">Demo</option>
        </select>
      </div>
      {vehicle ? (
        <p className="sm:col-span-2">Vehicle: <strong>{vehicle.title}</strong><input type="hidden" name="car_id" value={vehicle.slug} /></p>
      ) : null}
      <div className="sm:col-span-2"><label htmlFor="ff-message" className="text-sm font-semibold">Message</label><textarea id="ff-message" name="message" rows={3} className={field} /></div>
      <div className="sm:col-span-2">
        <button type="submit" className="rounded bg-primary px-5 py-3 font-semibold text-on-primary">Send finance enquiry by e-mail</button>
      </div>
    </form>
  );
}

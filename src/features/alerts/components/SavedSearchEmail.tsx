import { carNews, type AlertCar, type AlertMessageInput } from "@/features/alerts/alert-message";
import type { EmailBranding } from "@/features/alerts/email-branding";
import { AlertEmailLayout, EmailButton } from "./AlertEmailLayout";

export type SavedSearchEmailInput = Omit<AlertMessageInput, "dealer"> & { branding: EmailBranding };

const SECTIONS = [
  { kind: "new_match", title: "New matches" },
  { kind: "price_drop", title: "Price drops" },
] as const;

/** One car: its title linking to its page, then what is new (a match and its price, or the drop). */
function CarRow({ car }: { car: AlertCar }) {
  return (
    <tr>
      <td style={{ padding: "12px 0", borderBottom: "1px solid #e4e4e7" }}>
        <a href={car.url} style={{ color: "#1a1a1a", fontWeight: "bold", textDecoration: "underline" }}>
          {car.name}
        </a>
        <div style={{ marginTop: "4px" }}>{carNews(car)}</div>
      </td>
    </tr>
  );
}

/**
 * A saved search's alert, instant or the daily digest (the same message with more cars): every car it carries, new
 * matches first and then price drops, each under its heading when both are there, and a link to the whole search.
 */
export function SavedSearchEmail(input: SavedSearchEmailInput) {
  const n = input.cars.length;
  const both = SECTIONS.every((s) => input.cars.some((c) => c.kind === s.kind));
  return (
    <AlertEmailLayout
      branding={input.branding}
      heading={`Alerts for your saved search “${input.searchName}”`}
      preheader={`${n} ${n === 1 ? "update" : "updates"} from ${input.branding.dealer}: ${input.cars.map((c) => c.name).join(", ")}`}
      unsubscribeUrl={input.unsubscribeUrl}
    >
      {SECTIONS.map(({ kind, title }) => {
        const cars = input.cars.filter((c) => c.kind === kind);
        if (cars.length === 0) return null;
        return (
          <div key={kind}>
            {both ? <h2 style={{ margin: "16px 0 0", fontSize: "18px", lineHeight: "24px" }}>{title}</h2> : null}
            <table role="presentation" cellPadding={0} cellSpacing={0} border={0} width="100%">
              <tbody>
                {cars.map((car) => (
                  <CarRow key={car.url} car={car} />
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      <EmailButton href={input.searchUrl} branding={input.branding}>
        See every car in this search
      </EmailButton>
    </AlertEmailLayout>
  );
}

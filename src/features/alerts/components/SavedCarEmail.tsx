import { money } from "@/features/alerts/alert-message";
import type { EmailBranding } from "@/features/alerts/email-branding";
import { savedCarLine, type SavedCarMessageInput } from "@/features/alerts/saved-car-alert-message";
import { AlertEmailLayout, EmailButton } from "./AlertEmailLayout";

export type SavedCarEmailInput = Omit<SavedCarMessageInput, "dealer"> & { branding: EmailBranding };

/**
 * A saved car's alert: the car's price as the newest news left it, each piece of news (price drop, reserved, sold),
 * newest first, and a link to the car.
 */
export function SavedCarEmail(input: SavedCarEmailInput) {
  const lines = input.news.map((n) => savedCarLine(input.carName, n));
  return (
    <AlertEmailLayout
      branding={input.branding}
      heading={`News about your saved car ${input.carName}`}
      preheader={lines[0] ?? input.carName}
      unsubscribeUrl={input.unsubscribeUrl}
    >
      <p style={{ margin: "0 0 8px" }}>{`Price: ${money(input.news[0]?.price ?? null)}`}</p>
      <table role="presentation" cellPadding={0} cellSpacing={0} border={0} width="100%">
        <tbody>
          {lines.map((line, i) => (
            <tr key={i}>
              <td style={{ padding: "8px 0", borderBottom: "1px solid #e4e4e7" }}>{line}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <EmailButton href={input.carUrl} branding={input.branding}>
        See the car
      </EmailButton>
    </AlertEmailLayout>
  );
}

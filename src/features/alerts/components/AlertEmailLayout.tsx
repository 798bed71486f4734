import type { CSSProperties, ReactNode } from "react";
import type { EmailBranding } from "@/features/alerts/email-branding";

const FONT = "Arial, Helvetica, sans-serif";
const INK = "#1a1a1a";
const MUTED = "#555555";
/** A layout table: no borders or spacing of its own, and screen readers skip it as a table. */
const LAYOUT = { role: "presentation", cellPadding: 0, cellSpacing: 0, border: 0 } as const;
/** A preheader is the line a mail client shows after the subject; it is hidden in the message itself. */
const HIDDEN: CSSProperties = {
  display: "none",
  overflow: "hidden",
  lineHeight: "1px",
  opacity: 0,
  maxHeight: 0,
  maxWidth: 0,
};

/**
 * Every alert e-mail's frame, in the dealer's branding: a header band in the site's colour with its logo (when mail
 * clients can show it) and name, the message, and a footer that identifies the sender (name, address, phone) and
 * carries the one-click unsubscribe link, as the Spam Act asks. Tables and inline styles only: mail clients ignore
 * style sheets and most of CSS layout. The preheader and the logo are left out of the text part.
 */
export function AlertEmailLayout(props: {
  branding: EmailBranding;
  preheader: string;
  heading: string;
  unsubscribeUrl: string;
  children: ReactNode;
}) {
  const { branding: b } = props;
  return (
    <html lang="en" dir="ltr">
      {/* eslint-disable-next-line @next/next/no-head-element -- an e-mail's own document, not a page of the site */}
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.heading}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: "#f4f4f5" }}>
        <div data-skip-in-text="true" style={HIDDEN}>
          {props.preheader}
        </div>
        <table {...LAYOUT} width="100%" style={{ backgroundColor: "#f4f4f5" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table {...LAYOUT} width="600" style={{ width: "100%", maxWidth: "600px", backgroundColor: "#ffffff" }}>
                  <tbody>
                    <tr>
                      <td
                        style={{ backgroundColor: b.colour, color: b.onColour, padding: "16px 24px", fontFamily: FONT }}
                      >
                        {b.logo ? (
                          // eslint-disable-next-line @next/next/no-img-element -- an e-mail, not a page of the site
                          <img
                            src={b.logo.src}
                            alt={b.logo.alt}
                            width={b.logo.width}
                            height={b.logo.height}
                            style={{ display: "block", border: 0, marginBottom: "8px" }}
                          />
                        ) : null}
                        <p style={{ margin: 0, fontSize: "20px", fontWeight: "bold", color: b.onColour }}>{b.dealer}</p>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: "24px", fontFamily: FONT, fontSize: "16px", lineHeight: "24px", color: INK }}
                      >
                        <h1 style={{ margin: "0 0 16px", fontSize: "20px", lineHeight: "28px", color: INK }}>
                          {props.heading}
                        </h1>
                        {props.children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 24px",
                          borderTop: "1px solid #e4e4e7",
                          fontFamily: FONT,
                          fontSize: "12px",
                          lineHeight: "18px",
                          color: MUTED,
                        }}
                      >
                        <p style={{ margin: "0 0 8px" }}>{`${b.dealer}, ${b.address}. Phone ${b.phone}.`}</p>
                        <p style={{ margin: 0 }}>
                          {`You asked ${b.dealer} for these alerts. Stop them with one click: `}
                          <a href={props.unsubscribeUrl} style={{ color: MUTED, textDecoration: "underline" }}>
                            Unsubscribe
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A button-like link in the site's colour (a link in a cell: it works in every client, with no images). */
export function EmailButton(props: { href: string; branding: EmailBranding; children: ReactNode }) {
  return (
    <table {...LAYOUT} style={{ margin: "24px 0 0" }}>
      <tbody>
        <tr>
          <td style={{ backgroundColor: props.branding.colour, borderRadius: "4px" }}>
            <a
              href={props.href}
              style={{
                display: "inline-block",
                padding: "12px 20px",
                fontFamily: FONT,
                fontSize: "16px",
                fontWeight: "bold",
                color: props.branding.onColour,
                textDecoration: "none",
              }}
            >
              {props.children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** How an account form went, named in the page's query (never the text itself), and what the page then says. */
export const ACCOUNT_OUTCOMES = {
  "authenticator-on": { alert: false, message: "Your authenticator is on." },
  "authenticator-off": { alert: false, message: "Your authenticator is off." },
  "authenticator-required": {
    alert: true,
    message: "Owners and managers must keep an authenticator on, so it cannot be turned off.",
  },
  "session-ended": { alert: false, message: "That session is signed out." },
  "sessions-ended": { alert: false, message: "You are signed out everywhere else." },
  "session-missing": { alert: true, message: "That session has already ended." },
} as const satisfies Record<string, { alert: boolean; message: string }>;

export type AccountOutcome = keyof typeof ACCOUNT_OUTCOMES;

export function accountOutcome(value: unknown): (typeof ACCOUNT_OUTCOMES)[AccountOutcome] | null {
  return typeof value === "string" && Object.hasOwn(ACCOUNT_OUTCOMES, value)
    ? ACCOUNT_OUTCOMES[value as AccountOutcome]
    : null;
}

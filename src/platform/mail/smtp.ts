import nodemailer from "nodemailer";

interface OutgoingMail {
  from: string;
  to: string;
  /** Where 'Reply' goes, when not to `from` (a lead e-mail: the shopper). */
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (an alert e-mail in the site's branding). */
  html?: string;
  /** Extra header lines, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058's one-click unsubscribe). */
  headers?: Record<string, string>;
  attachments: { filename: string; content: string; contentType: string }[];
}

/** Sends mail; throws when the message was not accepted (the outbox then retries). */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  /** Closes pooled connections (tests, shutdown). */
  close?(): void;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  /** A secret: never logged or rendered. */
  password?: string;
}

/** Real SMTP through nodemailer. Short timeouts: a dead server should fail fast and be retried later. */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    // Reuse connections: a burst of leads is sent over a few open sessions, not one handshake each.
    pool: true,
    maxConnections: 3,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    tls: { rejectUnauthorized: settings.host !== "127.0.0.1" && settings.host !== "localhost" },
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Whether a send failed for good: the mail server answered with a permanent (5xx) refusal, such as an address it has
 * no mailbox for. Sending again later would be refused again, so the message is marked failed for a person to look
 * at, rather than retried for a week. A server that cannot be reached, or a 4xx (try later), is not permanent.
 */
export function permanentMailRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code <= 599;
}

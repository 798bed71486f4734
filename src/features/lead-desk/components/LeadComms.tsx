import { Field } from "@/ui/Field";
import { deskMoment } from "@/features/lead-desk/desk-place";
import { replyToLead, resendLeadDelivery } from "@/features/lead-desk/lead-comms-actions.server";
import type { deliveriesOfLead } from "@/features/lead-desk/lead-comms.db";
import { CHANNEL_LABELS, leadCommsOutcome, REPLY_TEXT_MAX } from "@/features/lead-desk/lead-comms-rules";

type Deliveries = NonNullable<Awaited<ReturnType<typeof deliveriesOfLead>>>;

const BUTTON = "mt-4 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700";
const STATUS_LABELS: Record<string, string> = { pending: "Waiting to send", sent: "Sent", failed: "Failed" };

/** The lead page's messages: a reply to the shopper, and every delivery of the lead with how it went. */
export function LeadComms({
  leadId,
  email,
  subject,
  deliveries,
  outcome: rawOutcome,
  timeZone,
}: {
  leadId: number;
  email: string | null;
  subject: string;
  deliveries: Deliveries;
  outcome: unknown;
  timeZone: string;
}) {
  const outcome = leadCommsOutcome(rawOutcome);
  const error = (field: string) => (outcome?.field === field ? outcome.message : undefined);
  return (
    <>
      <section aria-labelledby="reply" className="mt-8">
        <h2 id="reply" className="text-xl font-semibold">
          Reply to the shopper
        </h2>
        {outcome && outcome.field === null && (
          <p role="status" className="mt-2 rounded border border-gray-700 bg-white p-3">
            {outcome.message}
          </p>
        )}
        {email ? (
          <form action={replyToLead} className="mt-2 max-w-xl" noValidate>
            <input type="hidden" name="leadId" value={leadId} />
            <p className="text-sm text-gray-700">To {email}; their answer comes back to your own e-mail address.</p>
            <div className="mt-2">
              <Field name="replySubject" label="Subject" defaultValue={subject} error={error("replySubject")} />
            </div>
            <label htmlFor="replyText" className="mt-4 block font-semibold">
              Message
            </label>
            <textarea
              id="replyText"
              name="replyText"
              rows={6}
              maxLength={REPLY_TEXT_MAX}
              aria-invalid={error("replyText") ? true : undefined}
              aria-describedby={error("replyText") ? "replyText-error" : undefined}
              className="mt-1 w-full rounded border border-gray-500 bg-white px-3 py-2"
            />
            {error("replyText") && (
              <p id="replyText-error" className="mt-1 text-sm font-semibold text-red-700">
                {error("replyText")}
              </p>
            )}
            <button type="submit" className={BUTTON}>
              Send reply
            </button>
          </form>
        ) : (
          <p className="mt-2">This shopper left no e-mail address: call them instead.</p>
        )}
      </section>

      <section aria-labelledby="deliveries" className="mt-8">
        <h2 id="deliveries" className="text-xl font-semibold">
          Deliveries
        </h2>
        {deliveries.length === 0 ? (
          <p className="mt-2">Nothing was sent for this lead.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {deliveries.map((delivery) => (
              <li key={delivery.id} className="rounded border border-gray-300 bg-white p-3">
                <p className="font-semibold">
                  {CHANNEL_LABELS[delivery.channel] ?? delivery.channel}
                  {delivery.stage !== "lead" ? ` (${delivery.stage})` : ""}: {STATUS_LABELS[delivery.status]}
                </p>
                <p className="break-all">To {delivery.destination}</p>
                {delivery.subject && <p>Subject: {delivery.subject}</p>}
                <p>
                  Attempts: {delivery.attempts}
                  {delivery.sentAt ? `. Delivered ${deskMoment(delivery.sentAt, timeZone)}` : ""}
                </p>
                {delivery.lastError && <p className="break-all text-red-700">Last error: {delivery.lastError}</p>}
                {delivery.mayResend && (
                  <form action={resendLeadDelivery}>
                    <input type="hidden" name="deliveryId" value={delivery.id} />
                    <button
                      type="submit"
                      className="mt-2 rounded border border-gray-900 px-3 py-1 font-semibold hover:bg-gray-100"
                    >
                      Send again<span className="sr-only">: {CHANNEL_LABELS[delivery.channel]}</span>
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

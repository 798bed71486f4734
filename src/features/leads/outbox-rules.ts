/** The lead outbox's retry and redaction rules are the platform's (the SMS outbox shares them). */
export { failedAttempt, RENEWED_LEASE, redact } from "@/platform/outbox/outbox-rules";

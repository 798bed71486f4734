import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { redact } from "@/platform/outbox/outbox-rules";
import { actionSite, type ActionSite } from "./action-site.server";

/** How one action answers what the wrapper decides for it, in the action's own state. */
export interface SiteActionAnswers<R> {
  /** Names the action in the log line of an unexpected error ("<name> failed: ..."). */
  name: string;
  /** The action's own message when something unexpected fails: the shopper is never shown the error itself. */
  failure: string;
  /** The message for a host no site serves; the failure message when not given. */
  noSite?: string;
  /** The action's answer with a message for the whole form or, on bad input, for the field it names. */
  answer: (message: string, field?: string) => R;
}

/**
 * A server action that acts on the request's site: it finds the site once (from the host, never the form),
 * parses its input with the schema (bad input is answered with the first field's message, naming the field),
 * runs the handler, and catches anything unexpected once, logged redacted (a message can carry a shopper's
 * details) and answered with the action's failure message. Next's redirect and notFound pass through.
 */
export function siteAction<S extends z.ZodType, R>(
  schema: S,
  handler: (request: ActionSite, input: z.output<S>) => Promise<R>,
  answers: SiteActionAnswers<R>,
): (input: unknown) => Promise<R> {
  return async (input) => {
    try {
      const request = await actionSite();
      if (!request) return answers.answer(answers.noSite ?? answers.failure);
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join(".") || undefined;
        return answers.answer(issue?.message ?? answers.failure, field);
      }
      return await handler(request, parsed.data);
    } catch (err) {
      unstable_rethrow(err);
      console.error(`${answers.name} failed: ${redact((err as Error).message ?? String(err))}`);
      return answers.answer(answers.failure);
    }
  };
}

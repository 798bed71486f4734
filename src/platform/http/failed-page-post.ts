import type { DoorStep } from "./door-step";
import { isApiPath } from "./request-rules";
import { advise } from "./response-advice";

/** What a page post that failed on the platform's side says: nothing in it was wrong, and it can be sent again. */
const PAGE_POST_UNAVAILABLE = "Sorry, this form could not be sent just now. Please try again in a few minutes.\n";
const PAGE_POST_UNREADABLE = "Bad request: this form post could not be read.\n";

/**
 * Next answers 500 to any server-action post it cannot decode (a garbage action id or argument
 * encoding, fields React refuses); it has no 4xx for them. Our actions catch their own failures and
 * answer in their form state, so a 5xx here comes from the client's own post, answered 400, or from the platform
 * being unable to render the page that answers it: the database not answering, which `databaseAnswers` is asked about
 * once the failure is known, answered 503 (please try again) rather than blaming the shopper's form. Next's error body
 * is never sent. A post to a page rather than to the JSON API is a server action, with or without JavaScript.
 */
export const answerFailedPagePost: DoorStep = ({ req, res, verdict, pathname, options }) => {
  if (verdict !== "ok" || req.method !== "POST" || isApiPath(pathname)) return;
  const { databaseAnswers } = options;
  let refused = false;
  const { proceed: writeHead } = advise(res, "writeHead", (proceed, status, ...rest) => {
    if (refused) return res;
    if ((status as number) < 500) return proceed(status, ...rest);
    refused = true;
    for (const name of res.getHeaderNames())
      if (/^(content-|transfer-encoding|etag|vary|x-nextjs|x-action)/i.test(name)) res.removeHeader(name);
    return res; // the answer's head is written once it is known whose failure this was (end, below)
  });
  // Writing decides the status first (Node would otherwise send Next's first chunk before our check).
  const decide = () => {
    if (!res.headersSent) res.writeHead(res.statusCode);
  };
  advise(res, "write", (proceed, ...args) => (decide(), refused ? true : proceed(...args)));
  advise(res, "end", (end, ...args) => {
    decide();
    if (!refused) return end(...args);
    const callback = args.find((a) => typeof a === "function");
    const answer = (platformFailed: boolean) => {
      const head = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
      if (platformFailed) writeHead(503, { ...head, "Retry-After": "60" });
      else writeHead(400, head);
      end(platformFailed ? PAGE_POST_UNAVAILABLE : PAGE_POST_UNREADABLE, callback);
    };
    if (!databaseAnswers) answer(false);
    else
      databaseAnswers().then(
        (answers) => answer(!answers),
        () => answer(true),
      );
    return res;
  });
};

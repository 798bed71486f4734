import { postUnsubscribe, showUnsubscribe } from "@/features/alerts/index.server";
import { withSite } from "@/platform/site/with-site.server";

// Reads the token of each request: never cached.
export const dynamic = "force-dynamic";

/** The saved-search alerts' unsubscribe link: GET confirms, POST (the button, or a mail client's one-click) stops them. */
export const GET = withSite(showUnsubscribe);
export const POST = withSite(postUnsubscribe);

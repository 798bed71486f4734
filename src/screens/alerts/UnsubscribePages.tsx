import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import {
  confirmAction,
  unsubscribeTargetByToken,
  UNSUBSCRIBE_DONE_PATH,
  UNSUBSCRIBE_NOT_VALID_PATH,
  withToken,
} from "@/features/alerts/index.server";
import { requireSite } from "@/platform/site/current-site.server";
import { SUBMIT_BUTTON } from "@/ui/form-control";
import { ErrorPage } from "@/ui/ErrorPage";

/**
 * The unsubscribe link's pages in the site's own layout (header, footer, branding), never indexed, with no script: the
 * confirming page with its one button (a plain form posting to the link's address), the done page, and the refusal of a
 * bad link (answered 400 by the front door). The link's route (`/alerts/unsubscribe`) sends readers here.
 */
interface UnsubscribePageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const unsubscribeMetadata: Metadata = { title: "Your alerts", robots: { index: false, follow: false } };

/** The link's token, or null; a bad token or one naming a search or car gone since is refused (400 or 404). */
async function named(props: UnsubscribePageProps) {
  const site = await requireSite(props.params);
  const raw = (await props.searchParams).token;
  const token = typeof raw === "string" ? raw : null;
  const target = await unsubscribeTargetByToken(site.id, token);
  if (!target.ok) {
    if (target.status === 404) notFound();
    redirect(UNSUBSCRIBE_NOT_VALID_PATH);
  }
  return { site, token: token!, target };
}

export async function UnsubscribeConfirmPage(props: UnsubscribePageProps) {
  const { site, token, target } = await named(props);
  if (!target.email && !target.sms) redirect(withToken(UNSUBSCRIBE_DONE_PATH, token));
  const dealer = site.config.name;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Stop these alerts?</h1>
      <p className="mt-4">
        You will get no more e-mail or SMS alerts from {dealer} for your {target.subject} &ldquo;{target.name}&rdquo;.{" "}
        {target.subject === "saved car" ? "The car itself" : "The search itself"} stays in your garage.
      </p>
      <form method="post" action={confirmAction(token)} className="mt-6">
        <button type="submit" className={SUBMIT_BUTTON}>
          Unsubscribe
        </button>
      </form>
    </div>
  );
}

export async function UnsubscribeDonePage(props: UnsubscribePageProps) {
  const { site, target } = await named(props);
  return (
    <ErrorPage
      title="You are unsubscribed"
      explanation={`You will get no more alerts from ${site.config.name} for “${target.name}”. You can turn them on again in your garage.`}
    />
  );
}

export function UnsubscribeNotValidPage() {
  return (
    <ErrorPage
      title="This unsubscribe link is not valid"
      explanation="The link may have been copied incompletely. Please use the link in your most recent alert, or change your alerts in your garage."
    />
  );
}

/** A search or car removed since the link was sent: it sends no alerts. */
export function UnsubscribeGonePage() {
  return (
    <ErrorPage
      title="This saved search or car is gone"
      explanation="The saved search or car this link was for has been removed, so it sends no alerts."
    />
  );
}

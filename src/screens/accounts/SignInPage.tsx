import { redirect } from "next/navigation";
import { requireSite } from "@/platform/site/current-site.server";
import { currentShopper } from "@/features/accounts/shopper-session.server";
import { initialSignInState } from "@/features/accounts/sign-in-state";
import { signInHeading, signInKind, signInPath } from "@/features/accounts/sign-in-url";
import { SignInForm } from "@/features/accounts/components/SignInForm";
import { sameSitePath } from "@/platform/http/same-site-path";

export interface SignInPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const NOTICES: Record<string, string> = {
  deleted: "Your account and its saved cars have been deleted.",
  everywhere: "You are signed out on every device.",
};

/** /sign-in?type={kind}&redirect={path}&back={path}. */
export async function SignInPage({ params, searchParams }: SignInPageProps) {
  const site = await requireSite(params);
  const query = await searchParams;
  const kind = signInKind(query.type);
  const to = sameSitePath(query.redirect);
  const back = sameSitePath(query.back);
  if (await currentShopper(site)) redirect(to);
  const notice =
    query.deleted === "1" ? NOTICES.deleted : query.signed_out === "everywhere" ? NOTICES.everywhere : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <p>
        <a href={back} className="underline">
          Back
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{signInHeading(kind)}</h1>
      <p className="mt-2">
        Sign in to {site.config.name} with your mobile number: no password, just a code by text message. Your account is
        for this dealer&apos;s site only.
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded bg-surface p-3">
          {notice}
        </p>
      ) : null}
      <SignInForm initial={initialSignInState({ redirect: to, back, kind })} />
      <p className="mt-6 text-sm">
        Wrong number?{" "}
        <a className="underline" href={signInPath({ type: kind, redirect: to, back })}>
          Start again
        </a>
        . We use your number only to sign you in; see our{" "}
        <a className="underline" href="/privacy-policy">
          privacy policy
        </a>
        .
      </p>
    </div>
  );
}

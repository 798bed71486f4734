import type { Metadata } from "next";
import { SignInPage, type SignInPageProps } from "@/screens/accounts/SignInPage";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

export default function Page(props: SignInPageProps) {
  return <SignInPage {...props} />;
}

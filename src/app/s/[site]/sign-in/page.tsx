import type { Metadata } from "next";
import { SignInPage, type SignInPageProps } from "@/features/accounts/components/SignInPage";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

export default function Page(props: SignInPageProps) {
  return <SignInPage {...props} />;
}

import type { Metadata } from "next";
import { signInError } from "@/features/staff";
import { AuthenticatorStep } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Authenticator code" };

export default async function SignInAuthenticatorPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string | string[] }>;
}) {
  return <AuthenticatorStep error={signInError((await searchParams).error)} />;
}

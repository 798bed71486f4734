import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { signInError } from "@/features/staff";
import { currentStaff, EmailStep } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ error?: string | string[] }> }) {
  if (await currentStaff()) redirect("/");
  return <EmailStep error={signInError((await searchParams).error)} />;
}

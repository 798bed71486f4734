import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { signInError, staffEmail } from "@/features/staff";
import { CodeStep } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sign-in code" };

type Query = Promise<{ email?: string | string[]; error?: string | string[] }>;

export default async function SignInCodePage({ searchParams }: { searchParams: Query }) {
  const query = await searchParams;
  const email = staffEmail(query.email);
  if (!email) redirect("/sign-in?error=email");
  return <CodeStep email={email} error={signInError(query.error)} />;
}

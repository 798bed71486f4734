import type { Metadata } from "next";
import { signInError } from "@/features/staff";
import { BackupCodeStep } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Backup code" };

export default async function SignInBackupCodePage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string | string[] }>;
}) {
  return <BackupCodeStep error={signInError((await searchParams).error)} />;
}

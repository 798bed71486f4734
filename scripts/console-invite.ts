/**
 * `npm run console:invite -- --group "Harbour Group" --email owner@dealer.example --role owner [--name "Ana Lee"]
 * [--site SLUG ...]`: the platform operator's way to make a dealer group with its first owner, or to add a member to a
 * group. An owner's sites become the group's; anyone else's become where they work. They then sign in on the console
 * host with a code sent to that address.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { openDatabase, targetFromEnv } from "@/platform/db/client";
import { env } from "@/platform/env";
import { isStaffRole, STAFF_ROLE_NAMES, staffEmail } from "@/features/staff";
// The .db modules themselves: the feature's server entry carries pages' pieces this command cannot load outside Next.
import { createStaffAuth } from "@/features/staff/staff-auth.db";
import { addStaff, StaffInputError } from "@/features/staff/staff-groups.db";
import { runCommand } from "./run-command";

const USAGE =
  'usage: npm run console:invite -- --group "GROUP NAME" --email ADDRESS --role ROLE [--name "FULL NAME"] [--site SLUG ...]';

async function main() {
  const { values } = parseArgs({
    options: {
      group: { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      site: { type: "string", multiple: true },
    },
  });
  const email = staffEmail(values.email);
  const problems = [
    !values.group?.trim() && "--group: the dealer group's name is required",
    !email && "--email: a work e-mail address like name@dealer.com.au is required",
    !isStaffRole(values.role) && `--role: one of ${STAFF_ROLE_NAMES.join(", ")} is required`,
  ].filter(Boolean);
  if (problems.length > 0 || !email || !isStaffRole(values.role)) {
    for (const problem of problems) console.error(problem);
    console.error(USAGE);
    return 2;
  }
  const e = env();
  const handle = await openDatabase(targetFromEnv(e));
  try {
    await handle.migrate();
    const auth = createStaffAuth({
      db: handle.db,
      baseURL: `http://${e.CONSOLE_HOST}`,
      // This command signs no cookie and sends no code: the secret that would is the server's, never needed here.
      secret: randomBytes(32).toString("hex"),
      secure: false,
      sendCode: async () => {},
    });
    await addStaff(auth, handle.db, {
      group: values.group!,
      email,
      name: values.name?.trim() || email.split("@")[0]!,
      role: values.role,
      siteSlugs: values.site ?? [],
    });
    console.log(
      `${email} is ${values.role} of "${values.group!.trim()}". They sign in at http://${e.CONSOLE_HOST}:${e.PORT}/sign-in ` +
        `with a code sent to that address${e.SMTP_HOST ? "" : ` (no mail server is set: codes are written to ${e.MAIL_LOCAL_INBOX})`}.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof StaffInputError) {
      console.error(`--${err.field}: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

runCommand(main);

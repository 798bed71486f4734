import type { Database } from "@/platform/db/client";
import { authUsers } from "@/platform/db/schema";

/**
 * A shopper account of a site as signing in by SMS code makes it: no name, a placeholder address under .invalid, the
 * mobile as given (verified unless told otherwise). Returns the account's id.
 */
export async function insertPhoneShopper(
  db: Database,
  siteId: number,
  id: string,
  phone: string,
  verified = true,
): Promise<string> {
  await db.insert(authUsers).values({
    id,
    siteId,
    name: "",
    email: `${id}@phone.invalid`,
    phoneNumber: phone,
    phoneNumberVerified: verified,
  });
  return id;
}

import { startMailCatcher } from "./support/mail-catcher";

/** Starts the local mail server the platform delivers leads to during the journeys. */
export default async function globalSetup() {
  const stop = await startMailCatcher();
  return stop; // Playwright calls the returned function as the teardown
}

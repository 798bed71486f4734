import { startMailCatcher } from "./support/mail-catcher";
import { startSmsGateway } from "./support/sms-gateway";

/** Starts the local mail server the platform delivers leads to, and the SMS gateway it sends texts through. */
export default async function globalSetup() {
  const stopMail = await startMailCatcher();
  const stopSms = await startSmsGateway();
  // Playwright calls the returned function as the teardown
  return async () => {
    await stopSms();
    await stopMail();
  };
}

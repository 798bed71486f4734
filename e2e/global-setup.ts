import { startMailCatcher } from "./support/mail-catcher";
import { startSmsGateway } from "./support/sms-gateway";
import { assertCleanServerLog } from "./support/server-log";

/**
 * Starts the local mail server the platform delivers leads to, and the SMS gateway it sends texts through; at the end,
 * fails the run when the server logged an error no journey led it to expect.
 */
export default async function globalSetup() {
  const stopMail = await startMailCatcher();
  const stopSms = await startSmsGateway();
  // Playwright calls the returned function as the teardown
  return async () => {
    await stopSms();
    await stopMail();
    // The runner's own start: a log last written before it is an earlier server's.
    assertCleanServerLog(performance.timeOrigin);
  };
}

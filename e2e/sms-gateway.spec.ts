import { expect, test } from "./support/test";
import { httpGatewaySender } from "@/platform/sms/http-gateway";
import config from "../playwright.config";
import { latestSmsTo } from "./support/sms-gateway";

/**
 * The journeys' SMS gateway (no page involved): started by the global setup, it takes what the platform's
 * adapter sends with exactly the settings the platform under test is given, and hands it to a journey.
 */
const serverEnv = (config.webServer as { env: Record<string, string> }).env;
const settings = {
  baseUrl: serverEnv.SMS_GATEWAY_URL!,
  apiKey: serverEnv.SMS_GATEWAY_API_KEY!,
  apiSecret: serverEnv.SMS_GATEWAY_API_SECRET!,
};

test("a message sent with the platform's gateway settings reaches the journeys' SMS gateway", async () => {
  const after = new Date();
  await httpGatewaySender(settings).send({ to: "+61400000901", body: "Your code is 901901" });
  await httpGatewaySender(settings).send({ to: "+61400000901", body: "Your code is 901902" });
  expect(await latestSmsTo("+61400000901", { after })).toBe("Your code is 901902");
});

test("the journeys' SMS gateway checks the Basic auth it is given", async () => {
  const wrong = httpGatewaySender({ ...settings, apiSecret: "not-the-e2e-secret" });
  await expect(wrong.send({ to: "+61400000902", body: "Your code is 902902" })).rejects.toThrow(/\(401\)/);
  await expect(latestSmsTo("+61400000902", { timeoutMs: 500 })).rejects.toThrow(/no SMS to/);
});

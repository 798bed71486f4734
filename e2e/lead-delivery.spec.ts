import { expect, test } from "./support/test";
import { convert } from "xmlbuilder2";
import { adfFromMime } from "@/features/leads/testing/adf-attachment";
import { E2E_PORT } from "../playwright.config";
import { findCar } from "./support/cars";
import { agreeToTerms, asOwnClient, expectSuccess, fillContact } from "./support/leads";
import { receivedMail } from "./support/mail";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test.describe("lead delivery", () => {
  test("an enquiry sent in the browser reaches the dealer's mail server with its ADF document", async ({ page }) => {
    const car = await findCar(
      page,
      "tasman-caravans",
      "item_type=caravan",
      (h) => h.status === "in_stock" && h.price > 200,
    );
    await page.goto(siteUrl("tasman-caravans", `/cars/${car.slug}`));
    const form = page.locator("#enquiry-form");
    const name = `Delivery Tester ${Date.now()}`;
    await fillContact(form, { name, email: "delivery.tester@example.com", phone: "0412 000 456" });
    await form.getByLabel("Message").fill("Is the van still available? <b>bold</b>");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expectSuccess(page, "Thank you for your enquiry");
    const mail = await receivedMail(name.split(" ").pop()!);
    expect(mail).toMatch(/^Subject: .*General.Enquiry/m); // MIME-encoded when it holds an em dash
    expect(mail).toMatch(/^To: /m);
    const xml = adfFromMime(mail);
    expect(xml).not.toBeNull();
    const adf = JSON.stringify(convert(xml!, { format: "object" }));
    expect(adf).toContain("Tester");
    expect(adf).toContain(car.slug.split("-").pop()!.toUpperCase()); // the stock number
    expect(xml).toContain("&lt;b&gt;bold&lt;/b&gt;"); // the shopper's text stays text
  });
});

test.describe("POST /api/leads", () => {
  const api = `http://localhost:${E2E_PORT}/api/leads`; // a bare localhost is the default site (harbour-toyota)
  const headers = { "x-forwarded-for": "10.250.0.1" };

  test("answers bad input with a clear 4xx naming the field", async ({ request }) => {
    const post = (data: unknown) => request.post(api, { data, headers });
    const wrongType = await post({ form: "enquiry", fields: { name: { first: "Jo" } } });
    expect(wrongType.status()).toBe(400);
    expect((await wrongType.json()).error.fields).toEqual({
      "fields.name": "fields.name must be text, a number or true/false",
    });
    const unknownForm = await post({ form: "loan", fields: {} });
    expect(unknownForm.status()).toBe(400);
    const unknownCar = await post({
      form: "make-an-offer",
      fields: {
        car_id: 999999999,
        name: "Jo",
        email: "jo@example.com",
        phone: "0412 000 123",
        offer_from_client: "100",
        terms_conditions: true,
      },
    });
    expect(unknownCar.status()).toBe(404);
    expect((await unknownCar.json()).error.fields).toEqual({ car_id: "Unknown car" });
    const invalid = await post({ form: "fleet", fields: { name: "Jo'; DROP TABLE leads;--", email: "not-an-email" } });
    expect(invalid.status()).toBe(422);
    expect((await invalid.json()).error.fields).toMatchObject({
      email: "Please enter a valid e-mail address",
      company: "Please enter your company name",
    });
    const huge = await request.post(api, {
      headers: { ...headers, "content-type": "application/json" },
      data: JSON.stringify({ form: "enquiry", fields: { message: "x".repeat(60_000) } }),
    });
    expect(huge.status()).toBe(413);
    const notJson = await request.post(api, {
      headers: { ...headers, "content-type": "application/json" },
      data: Buffer.from("{not json"),
    });
    expect(notJson.status()).toBe(400);
    expect((await notJson.json()).error.code).toBe("invalid_json");
  });

  test("stores a valid lead and answers its id", async ({ request }) => {
    const response = await request.post(api, {
      headers,
      data: {
        form: "enquiry",
        fields: {
          name: "Api Client",
          email: "api.client@example.com",
          phone: "0412 000 789",
          message: "From another program",
          location: "fremantle-sales",
          terms_conditions: true,
        },
      },
    });
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({
      lead_id: expect.any(Number),
      category: "General Enquiry",
      event_id: 22,
    });
  });

  test("a client cannot dodge the rate limit by writing its own X-Forwarded-For entries", async ({ request }) => {
    // The proxy in front (TRUSTED_PROXIES=1) appends the real address last; the entries before it are the client's.
    const send = (forged: string) =>
      request.post(api, {
        headers: { "x-forwarded-for": `${forged}, 10.250.9.9` },
        data: {
          form: "enquiry",
          fields: {
            name: "Forger",
            email: "forger@example.com",
            phone: "0412 000 321",
            message: "Again",
            location: "fremantle-sales",
            terms_conditions: true,
          },
        },
      });
    const answers: number[] = [];
    for (let i = 1; i <= 5; i++) answers.push((await send(`198.51.100.${i}`)).status());
    // Without the spam puzzle a client may send 4 leads in 10 minutes (README, Leads).
    expect(answers).toEqual([201, 201, 201, 201, 429]);
  });
});

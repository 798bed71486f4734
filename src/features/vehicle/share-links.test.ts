import { describe, expect, it } from "vitest";
import { COPY_TOAST_MS } from "./detail-rules";
import { copyToast, shareLinks } from "./share-links";

const input = {
  siteUrl: "https://dealer.example",
  path: "/cars/2021-toyota-rav4-abc123",
  title: "2021 Toyota RAV4 GXL",
  hideTwitter: false,
};
const url = "https://dealer.example/cars/2021-toyota-rav4-abc123";
const byNetwork = (links: ReturnType<typeof shareLinks>) => Object.fromEntries(links.map((l) => [l.network, l.href]));

describe("share row", () => {
  it("offers Facebook, Twitter/X, WhatsApp, e-mail and SMS in that order", () => {
    expect(shareLinks(input).map((l) => l.network)).toEqual(["facebook", "twitter", "whatsapp", "email", "sms"]);
  });
  it("builds each share service's link with encoded components", () => {
    const links = byNetwork(shareLinks(input));
    const u = encodeURIComponent(url);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(links.twitter).toBe(`https://twitter.com/intent/tweet?url=${u}&text=2021%20Toyota%20RAV4%20GXL`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=2021%20Toyota%20RAV4%20GXL%20${u}`);
    expect(links.email).toBe(`mailto:?subject=2021%20Toyota%20RAV4%20GXL&body=2021%20Toyota%20RAV4%20GXL%0D%0A${u}`);
    expect(links.sms).toBe(`sms:?&body=2021%20Toyota%20RAV4%20GXL%20${u}`);
  });
  it("encodes '&', '?' and '#' in the title and the URL so they cannot end a parameter", () => {
    const links = byNetwork(shareLinks({ ...input, path: "/cars/x?ref=a&b=c#top", title: "Fish & Chips? #1" }));
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent("https://dealer.example/cars/x?ref=a&b=c#top")}&text=Fish%20%26%20Chips%3F%20%231`,
    );
    expect(new URL(links.facebook!).searchParams.get("u")).toBe("https://dealer.example/cars/x?ref=a&b=c#top");
  });
  it("leaves Twitter/X out when the site hides it", () => {
    expect(shareLinks({ ...input, hideTwitter: true }).map((l) => l.network)).toEqual([
      "facebook",
      "whatsapp",
      "email",
      "sms",
    ]);
  });
  it("needs the site URL and a url for the share", () => {
    expect(shareLinks({ ...input, siteUrl: null })).toEqual([]);
    expect(shareLinks({ ...input, siteUrl: " " })).toEqual([]);
    expect(shareLinks({ ...input, path: null })).toEqual([]);
    expect(shareLinks({ ...input, path: "" })).toEqual([]);
    expect(shareLinks({ ...input, siteUrl: "not a url" })).toEqual([]);
  });
  it("shares only pages of the site itself", () => {
    expect(shareLinks({ ...input, path: "//evil.example/x" })).toEqual([]);
    expect(shareLinks({ ...input, path: "https://evil.example/x" })).toEqual([]);
    expect(shareLinks({ ...input, siteUrl: "javascript:alert(1)" })).toEqual([]);
  });
  it("shares the link alone when there is no title", () => {
    expect(byNetwork(shareLinks({ ...input, title: "" })).whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent(url)}`,
    );
  });
});

describe("copy link toast (copy toast 3 seconds)", () => {
  it("reads 'Copied {car name} to your clipboard!'", () => {
    expect(copyToast("2021 Toyota RAV4 GXL")).toBe("Copied 2021 Toyota RAV4 GXL to your clipboard!");
  });
  it("stays open for 3 seconds", () => {
    expect(COPY_TOAST_MS).toBe(3000);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "@/platform/site/config-schema";
import { siteTags, tagPolicy } from "./tag-scripts";

const NONE = { googleTagManager: null, googleAnalytics: null, metaPixel: null };
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("a site's marketing tags", () => {
  it("a site that set no tag loads no script and its policy admits no other host", () => {
    expect(siteTags(NONE)).toEqual([]);
    expect(tagPolicy(NONE)).toEqual({ scriptSources: [], connectOrigins: [], imageOrigins: [] });
  });

  it("a Tag Manager id loads its container, admitted by the loader's hash and Google's hosts only", () => {
    const tags = { ...NONE, googleTagManager: "GTM-AB12CD3" };
    const [tag] = siteTags(tags);
    expect(tag!.script).toContain('"GTM-AB12CD3"');
    expect(tag!.script).toContain("https://www.googletagmanager.com/gtm.js?id=");
    const policy = tagPolicy(tags);
    expect(policy.scriptSources).toEqual([sha(tag!.script), "https://www.googletagmanager.com"]);
    expect(policy.connectOrigins).toContain("https://*.google-analytics.com");
    expect(policy.connectOrigins.join(" ")).not.toContain("facebook");
  });

  it("each tag adds its own loader and hosts, each host once", () => {
    const policy = tagPolicy({
      googleTagManager: "GTM-AB12CD3",
      googleAnalytics: "G-AB12CD34EF",
      metaPixel: "1234567890123",
    });
    expect(policy.scriptSources.filter((s) => s.startsWith("'sha256-"))).toHaveLength(3);
    expect(policy.scriptSources.filter((s) => s === "https://www.googletagmanager.com")).toHaveLength(1);
    expect(policy.scriptSources).toContain("https://connect.facebook.net");
    expect(policy.imageOrigins).toContain("https://www.facebook.com");
  });

  it("an id that is not the tag's form is refused by the site schema with its field's message, never put in a script", () => {
    const tagsSchema = siteConfigSchema.shape.marketingTags;
    for (const bad of ['GTM-1");alert(1);//', "gtm-ab12cd3", "G-", "12345"]) {
      const result = tagsSchema.safeParse({ ...NONE, googleTagManager: bad, googleAnalytics: bad, metaPixel: bad });
      expect(result.success, bad).toBe(false);
      const messages = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n");
      expect(messages).toContain("googleTagManager: must be a Google Tag Manager container id");
      expect(messages).toContain("metaPixel: must be a Meta Pixel id");
    }
  });
});

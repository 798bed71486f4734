import { describe, expect, it } from "vitest";
import { previewRefusalPage } from "./preview-refusal";

describe("a refused preview link's page", () => {
  it("says why with a 4xx, never a 5xx, and is never stored", async () => {
    const forged = previewRefusalPage("BigBox Used", "bad_signature");
    expect(forged.status).toBe(403);
    expect(forged.headers.get("cache-control")).toBe("no-store");
    expect(await forged.text()).toContain("not valid");
    expect(previewRefusalPage(null, "malformed").status).toBe(400);
    expect(await previewRefusalPage("BigBox Used", "expired").text()).toContain("has expired");
  });

  it("writes the site's name as text", async () => {
    expect(await previewRefusalPage("<b>Cars & co</b>", "wrong_site").text()).toContain(
      "&lt;b&gt;Cars &amp; co&lt;/b&gt;",
    );
  });
});

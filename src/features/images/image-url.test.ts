import { describe, expect, it } from "vitest";
import {
  ALLOWED_WIDTHS,
  CONTENT_BLOCK_WIDTH,
  DEFAULT_QUALITY,
  DEFAULT_WIDTH,
  describeProblems,
  imageSrcset,
  imageUrl,
  isPipelineSource,
  parseImageRequest,
  PIPELINE_VERSION,
  srcsetWidths,
} from "./image-url";

const query = (s: string) => new URLSearchParams(s);

describe("image pipeline URLs", () => {
  it("defaults to width 640 and quality 75, and 400 in content blocks", () => {
    expect(DEFAULT_WIDTH).toBe(640);
    expect(DEFAULT_QUALITY).toBe(75);
    expect(CONTENT_BLOCK_WIDTH).toBe(400);
    expect(imageUrl("/media/photos/suv/1e3a8a/side.jpg")).toBe(
      `/media/image?src=/media/photos/suv/1e3a8a/side.jpg&w=640&q=75&v=${PIPELINE_VERSION}`,
    );
    const parsed = parseImageRequest(query("src=/media/photos/a.jpg"));
    expect(parsed).toEqual({ ok: true, request: { src: "/media/photos/a.jpg", width: 640, quality: 75 } });
  });

  it("carries the pipeline version, so a long immutable cache never serves an old rendering under a new URL", () => {
    expect(new URL(imageUrl("/media/photos/a.jpg"), "http://x").searchParams.get("v")).toBe(PIPELINE_VERSION);
  });

  it("encodes what would end the source early (&, #, +, %, spaces, commas that would split a srcset)", () => {
    const src = "https://cdn.example/p/a b,c+d%20e.jpg?x=1&y=2#f";
    const url = imageUrl(src);
    expect(url).toMatch(/^\/media\/image\?src=https:\/\/cdn\.example\/p\/[^\s,&#+]+&w=640&q=75&v=\d+$/);
    expect(new URL(url, "http://x").searchParams.get("src")).toBe(src);
  });

  it("reads back every URL it builds, srcset widths included", () => {
    for (const w of ALLOWED_WIDTHS) {
      const url = new URL(imageUrl("https://cdn.example/p/1.jpg?x=1&y=2", w, 90), "http://x");
      expect(parseImageRequest(url.searchParams)).toEqual({
        ok: true,
        request: { src: "https://cdn.example/p/1.jpg?x=1&y=2", width: w, quality: 90 },
      });
    }
  });

  it("offers half, one, one and a half and twice the display width in srcset, never wider than the source", () => {
    expect(srcsetWidths(640)).toEqual([320, 640, 960, 1280]);
    expect(srcsetWidths(400)).toEqual([200, 400, 600, 800]);
    expect(srcsetWidths(640, 1000)).toEqual([320, 640, 960]);
    expect(srcsetWidths(640, 100)).toEqual([320]);
    expect(imageSrcset("/media/photos/a.jpg", 400)).toMatch(
      /^\/media\/image\?src=\/media\/photos\/a\.jpg&w=200&q=75&v=\d+ 200w, .* 800w$/,
    );
  });

  it("snaps a width that is off the list to the nearest allowed one", () => {
    expect(imageUrl("/media/photos/a.jpg", 650)).toContain("&w=640&");
    expect(imageUrl("/media/photos/a.jpg", 5000)).toContain("&w=1920&");
  });

  it("takes the site's vehicle pictures and https addresses only, never another host by // or another scheme", () => {
    expect(isPipelineSource("/media/photos/suv/1e3a8a/side.jpg")).toBe(true);
    expect(isPipelineSource("/media/drawings/suv/1e3a8a/side.svg")).toBe(true);
    expect(isPipelineSource("https://cdn.example/1.jpg")).toBe(true);
    for (const bad of [
      "",
      "//evil.example/a.jpg",
      "/\\evil.example/a.jpg",
      "http://cdn.example/1.jpg",
      "file:///etc/passwd",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "media/a.jpg",
      "/media/makes/toyota.svg",
      "/logo.svg",
      "/media/image?src=/media/photos/a.jpg",
      "/a b.jpg",
      `/${"a".repeat(2001)}`,
    ])
      expect(isPipelineSource(bad), bad).toBe(false);
  });

  it("names every bad parameter: width and quality off their lists, a missing or foreign source, unknown or repeated ones", () => {
    const bad = parseImageRequest(query("src=//evil.example/x.jpg&w=641&q=100&size=big&v=1&v=2"));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.fields.w).toMatch(/^must be one of 40, 80, .*640.*1280, 1440, 1920$/);
    expect(bad.fields.q).toBe("must be one of 50, 75, 90");
    expect(bad.fields.src).toBe(
      "must be a vehicle picture on this site (/media/photos/, /media/drawings/) or an https address",
    );
    expect(bad.fields.size).toBe("is not a parameter of this route");
    expect(bad.fields.v).toBe("is given more than once");
    expect(describeProblems({ w: "must be one of 1, 2" })).toBe("Invalid image parameter: w must be one of 1, 2");
    for (const w of ["abc", "-640", "640.0", "1e3", "00640000"])
      expect(parseImageRequest(query(`src=/media/photos/a.jpg&w=${w}`)).ok, w).toBe(false);
    expect(parseImageRequest(query("w=640"))).toEqual({ ok: false, fields: { src: "is required" } });
  });
});

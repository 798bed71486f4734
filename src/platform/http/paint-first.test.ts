import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./cached-page-policy";
import { LONGEST_WAIT_MS, URGENT_PICTURE, loaderScript, loaderSources, paintBeforeScripts } from "./paint-first";

const head = [
  '<head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/logo.svg"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script src="/_next/static/chunks/old.js" noModule=""></script>',
  '<script>document.documentElement.classList.add("js")</script>',
  "</head>",
].join("");
const picture = `<img src="/media/image?src=x.jpg&amp;w=640" fetchPriority="high" elementtiming="${URGENT_PICTURE}"/>`;
const page = (body: string) =>
  `<!DOCTYPE html><html>${head}<body>${body}<script src="/_next/static/chunks/main.js" nonce="n0" async=""></script><script>self.__next_f.push([0])</script></body></html>`;

describe("the main picture is painted before the framework's scripts are fetched and run (paint-first)", () => {
  it("takes the framework's async scripts and their preloads out and adds them from one loader at the body's end", () => {
    const sent = paintBeforeScripts(page(`<main>${picture}</main>`));
    expect(sent).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|turbopack-b|main)\.js"/);
    expect(sent).not.toContain('rel="preload" as="script"');
    expect(sent).toContain('<link rel="preload" as="image" href="/logo.svg"/>'); // only the scripts' preloads go
    expect(sent).toContain('<script src="/_next/static/chunks/old.js" noModule=""></script>'); // old browsers' own
    expect(sent).toContain('<script>document.documentElement.classList.add("js")</script>');
    const loader = `<script>${loaderScript([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/turbopack-b.js",
      "/_next/static/chunks/main.js",
    ])}</script>`;
    expect(sent.endsWith(`${loader}</body></html>`)).toBe(true);
    expect(sent).toContain(picture);
  });

  it("leaves a page without a main picture as it is: nothing to wait for", () => {
    const html = page("<main><h1>Contact us</h1></main>");
    expect(paintBeforeScripts(html)).toBe(html);
  });

  it("is the same page every time, so the page's ETag and its inline scripts' hashes still hold", () => {
    const html = page(`<main>${picture}</main>`);
    expect(paintBeforeScripts(html)).toBe(paintBeforeScripts(html));
    expect(inlineScriptHashes(paintBeforeScripts(html))).toHaveLength(3); // the mark, the data and the loader
  });

  it("the loader waits for the picture's paint, gives up on it after the longest wait, and goes at once without it", () => {
    const loader = loaderScript(["/_next/static/chunks/a.js"]);
    expect(loader).toContain('observe({type:"element",buffered:true})');
    expect(loader).toContain(`setTimeout(go,${LONGEST_WAIT_MS})`);
    expect(loader).toContain('addEventListener("error",go)');
    expect(loader).toContain("r.top>=w.innerHeight)return go()");
  });

  it("tells a tool counting a page's scripts the ones its loader adds", () => {
    expect(loaderSources(paintBeforeScripts(page(`<main>${picture}</main>`)))).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/turbopack-b.js",
      "/_next/static/chunks/main.js",
    ]);
    expect(loaderSources(page("<main></main>"))).toEqual([]);
  });
});

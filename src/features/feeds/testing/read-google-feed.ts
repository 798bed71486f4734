import { create } from "xmlbuilder2";
import { GOOGLE_NS } from "@/features/feeds/google-feed";

/**
 * A vehicle ads feed read back as a crawler reads it (the units and the journey): the XML parsed into a DOM
 * (entities decoded, namespaces resolved), each item's `g:` attributes by local name, repeated ones as lists,
 * a group attribute as its sub-attributes. Throws when the document is not well-formed RSS.
 */
export type ReadItem = Record<string, string | string[] | Record<string, string>>;

export function readGoogleFeed(xml: string): { channel: { title: string; link: string }; items: ReadItem[] } {
  const doc = create(xml).node as unknown as Document;
  const rss = doc.documentElement;
  if (rss?.localName !== "rss" || rss.getAttribute("version") !== "2.0") throw new Error("not an RSS 2.0 document");
  const channel = Array.from(rss.childNodes).find(
    (n): n is Element => n.nodeType === 1 && (n as Element).localName === "channel",
  );
  if (!channel) throw new Error("no channel");
  const child = (el: Element, name: string) =>
    Array.from(el.childNodes).find((n): n is Element => n.nodeType === 1 && (n as Element).localName === name);
  const items = Array.from(channel.childNodes)
    .filter((n): n is Element => n.nodeType === 1 && (n as Element).localName === "item")
    .map((item) => {
      const read: ReadItem = {};
      for (const el of Array.from(item.childNodes).filter((n): n is Element => n.nodeType === 1)) {
        if (el.namespaceURI !== GOOGLE_NS) throw new Error(`item field ${el.nodeName} outside the g: namespace`);
        const subs = Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
        const value =
          subs.length > 0
            ? Object.fromEntries(subs.map((s) => [s.localName, s.textContent ?? ""]))
            : (el.textContent ?? "");
        const before = read[el.localName];
        read[el.localName] =
          before === undefined ? value : [...(Array.isArray(before) ? before : [before as string]), value as string];
      }
      return read;
    });
  return {
    channel: { title: child(channel, "title")?.textContent ?? "", link: child(channel, "link")?.textContent ?? "" },
    items,
  };
}

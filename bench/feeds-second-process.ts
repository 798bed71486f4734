/**
 * The second server process of `bench:feeds` (PostgreSQL): started before the feed runs, connected to the same
 * database, with the site's search as a server process runs it (search-process.ts). Told over IPC to answer (and so
 * cache) a search, then to watch for the run's change; it answers with the ms from the run's commit until its search
 * shows it.
 */
import { openDatabase } from "@/platform/db/client";
import type { SearchSite } from "@/features/search/stock-search";
import { searchProcess } from "./search-process";

export type ToSecond =
  | { kind: "open"; url: string; site: SearchSite }
  | { kind: "cache"; price: number }
  | { kind: "watch"; price: number; committedAt: number }
  | { kind: "close" };
export type FromSecond = { kind: "ready" } | { kind: "cached"; count: number } | { kind: "seen"; ms: number | null };

const send = (message: FromSecond) => process.send!(message);
let opened: { close(): Promise<void>; search: Awaited<ReturnType<typeof searchProcess>> } | null = null;

process.on("message", (message: ToSecond) => {
  void (async () => {
    if (message.kind === "open") {
      const handle = await openDatabase({ url: message.url });
      opened = { close: () => handle.close(), search: await searchProcess(handle, message.site) };
      send({ kind: "ready" });
    } else if (message.kind === "cache") send({ kind: "cached", count: await opened!.search.count(message.price) });
    else if (message.kind === "watch")
      send({ kind: "seen", ms: await opened!.search.seenAfter(message.price, message.committedAt) });
    else {
      await opened?.search.stop();
      await opened?.close();
      process.exit(0);
    }
  })().catch((err: Error) => {
    console.error(`bench:feeds second process: ${err.message}`);
    process.exit(1);
  });
});

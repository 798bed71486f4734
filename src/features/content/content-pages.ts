import type { ContentPage } from "@/platform/content/content-schema";

/** The content page at a path, if the site has one (its own, or its brand's). */
export function contentPageAt(pages: readonly ContentPage[], path: string): ContentPage | null {
  return pages.find((p) => p.path === path) ?? null;
}

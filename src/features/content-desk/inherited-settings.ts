import path from "node:path";
import { mergeLayers } from "@/platform/site/config-layers";
import type { SiteTree } from "@/platform/site/site-tree";

const LAYER_NAME = /^[a-z0-9-]+$/;

function layer(tree: SiteTree, file: string): Record<string, unknown> {
  const at = path.join(tree.root, file);
  try {
    const data: unknown = tree.exists(at) ? JSON.parse(tree.read(at)) : {};
    return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What a site's settings document inherits: the platform's, its brand's and its template's settings merged as the
 * registry merges them, without the site's own. The menus and popup editors show the site's own value over it.
 */
export function inheritedSettings(tree: SiteTree, siteBody: string): Record<string, unknown> {
  let site: Record<string, unknown> = {};
  try {
    const data: unknown = JSON.parse(siteBody);
    if (typeof data === "object" && data !== null && !Array.isArray(data)) site = data as Record<string, unknown>;
  } catch {
    // Not JSON: nothing is inherited, and the editors say the document must be edited as text.
  }
  const named = (value: unknown, folder: string) =>
    typeof value === "string" && LAYER_NAME.test(value) ? [layer(tree, `${folder}/${value}.json`)] : [];
  return mergeLayers([
    layer(tree, "platform.json"),
    ...named(site.brand, "brands"),
    ...named(site.template, "templates"),
  ]);
}

import { toSlug } from "@/domain/slug";

/**
 * Whether a stored logo address may be shown: a path on the site's own host (the drawn marks at /media/makes/...),
 * the only images the pages' Content-Security-Policy lets load. Anything else (https:, a protocol-relative "//host" or "/\host",
 * data:, javascript:) is left out, so a bad row in the shared manufacturers table shows a card with its name alone
 * rather than a broken image.
 */
export const isShowableLogoUrl = (url: string): boolean => /^\/(?![/\\])/.test(url);

/**
 * Each make's logo for the make cards: the manufacturers row whose slug is the make's slug (a car's make and its
 * manufacturer_slug are the same name), when that row has a showable logo. A make without one shows its name alone.
 */
export function logosByMake(
  makes: readonly string[],
  logoBySlug: ReadonlyMap<string, string | null>,
): Record<string, string> {
  const logos: Record<string, string> = {};
  for (const make of makes) {
    const url = logoBySlug.get(toSlug(make));
    if (url && isShowableLogoUrl(url)) logos[make] = url;
  }
  return logos;
}

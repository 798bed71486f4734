/** URL slugs for vehicles, makes and models: lower-case words joined by hyphens ("Mercedes-Benz" -> "mercedes-benz"). */
export const toSlug = (text: string) =>
  text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The channel migration 0011's triggers send on (docs/adr/0008); a notice's payload is one tag, `stock:{site slug}`. */
export const PAGE_CACHE_CHANNEL = "forecourt_cache";

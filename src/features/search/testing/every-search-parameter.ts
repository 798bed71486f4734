import { ATTRIBUTE_ALIASES, BOOLEAN_FILTERS, LIST_FILTERS, RANGE_FILTERS } from "@/features/search/filter-attributes";

/** Every parameter a search URL reads: the query, the page, the order, each filter and each filter's other name. */
export const EVERY_SEARCH_PARAMETER = [
  "query",
  "page",
  "sortBy",
  ...LIST_FILTERS,
  ...RANGE_FILTERS,
  ...BOOLEAN_FILTERS,
  ...ATTRIBUTE_ALIASES.keys(),
] as const;

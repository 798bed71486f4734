/** The marketing tags feature's public face, on the server: the tags' loaders for a site's pages, and what its policy must admit. */
export { MarketingTags } from "./components/MarketingTags";
export { tagPolicy } from "./tag-scripts";

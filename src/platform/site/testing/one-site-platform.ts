/**
 * Stand-ins for the site lookups an action makes, for tests that mock them: the platform serves one site,
 * harbour-toyota (id 7), at the host harbour.example, and no other.
 */
export const currentSiteModule = {
  currentSite: async (slug: string) => (slug === "harbour-toyota" ? { id: 7, config: { slug } } : null),
};

export const siteRegistryModule = {
  siteSlugForHost: (host: string | null) => (host === "harbour.example" ? "harbour-toyota" : null),
};

// Vitest runs outside React Server Components, where "server-only" would throw on import.
export {};

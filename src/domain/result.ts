/**
 * What domain code answers instead of throwing or choosing an HTTP status: a value, or an error
 * that the edge (a route handler or a server action) turns into a response or a form state.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

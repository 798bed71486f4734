/**
 * Reads a JSON array kept on the device (localStorage). Storage is user-controlled and may hold what
 * older versions wrote, so anything malformed (missing, not JSON, not an array, or any entry failing
 * the check) gives null and the caller starts afresh.
 */
export function readStoredList<T>(json: string | null, isEntry: (value: unknown) => value is T): T[] | null {
  if (json === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  return Array.isArray(data) && data.every(isEntry) ? data : null;
}

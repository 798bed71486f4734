/** The ADF attachment of a raw MIME message as the dealer's CRM would read it (decoded XML), or null. */
export function adfFromMime(raw: string): string | null {
  const part = raw.split(/\r?\n--/).find((p) => /filename=lead-\d+\.adf\.xml/.test(p));
  if (!part) return null;
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const encoded = body.join("\n").trim();
  return /base64/i.test(headers!)
    ? Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")
    : encoded.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

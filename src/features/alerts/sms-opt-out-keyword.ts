/**
 * The words that stop SMS alerts when a shopper texts them back (Spam Act: every commercial text can be stopped by
 * replying STOP, honoured at once). The keyword is the whole reply, in any case, with surrounding whitespace and
 * punctuation ignored ("Stop.", " STOP!"); a sentence that merely holds one ("don't stop") is not an opt-out.
 */
const OPT_OUT_KEYWORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);

export function isOptOutReply(text: string): boolean {
  const word = text
    .normalize("NFKC")
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "")
    .toUpperCase();
  return OPT_OUT_KEYWORDS.has(word);
}

/** The e-mail managers and owners get when a scheduled run of a source failed or was held. */
export function pullNotice(input: {
  siteName: string;
  sourceName: string;
  status: "failed" | "held";
  message: string | null;
  runUrl: string;
}): { subject: string; text: string } {
  const what =
    input.status === "held"
      ? "was held by the safety valve: it would have taken too many cars off. Approve or discard it on the run's page."
      : `failed${input.message ? `: ${input.message}` : ""}. It will be tried again on a later run.`;
  return {
    subject: `${input.siteName}: the stock feed "${input.sourceName}" ${input.status === "held" ? "is held" : "failed"}`,
    text: [
      `The scheduled run of the stock feed "${input.sourceName}" for ${input.siteName} ${what}`,
      "",
      `See the run: ${input.runUrl}`,
    ].join("\n"),
  };
}

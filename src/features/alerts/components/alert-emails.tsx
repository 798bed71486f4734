import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { SavedCarEmail, type SavedCarEmailInput } from "./SavedCarEmail";
import { SavedSearchEmail, type SavedSearchEmailInput } from "./SavedSearchEmail";

/** An e-mail's two parts, from one template. */
export interface AlertEmailParts {
  html: string;
  text: string;
}

/** Headings keep their case in the text part (html-to-text would shout them), with a blank line before them. */
const HEADINGS = ["h1", "h2"].map((selector) => ({
  selector,
  options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 },
}));

/**
 * Renders a template once to HTML, and reads the text part off that HTML: the two parts cannot drift apart, and the
 * text keeps every link (after its words), leaving out the preheader and images.
 */
async function renderParts(email: ReactElement): Promise<AlertEmailParts> {
  const html = await render(email);
  return { html, text: toPlainText(html, { selectors: HEADINGS }) };
}

export const savedSearchEmail = (input: SavedSearchEmailInput) => renderParts(<SavedSearchEmail {...input} />);

export const savedCarEmail = (input: SavedCarEmailInput) => renderParts(<SavedCarEmail {...input} />);

export type { SavedCarEmailInput, SavedSearchEmailInput };

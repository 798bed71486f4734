import { sanitiseRichText } from "@/features/content/rich-text";

/** Typography for sanitised rich text (paragraphs, lists, headings, tables and links), without a plugin. */
const RICH_TEXT_CLASS =
  "max-w-3xl leading-relaxed [&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:mt-3 [&_td]:border [&_td]:border-gray-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-gray-300 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

/** Rich text from data, sanitised on the server: the only way content HTML reaches a page. */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div className={`${RICH_TEXT_CLASS} ${className}`} dangerouslySetInnerHTML={{ __html: sanitiseRichText(html) }} />
  );
}

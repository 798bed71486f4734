/** A legal text from the site's configuration, paragraph by paragraph (plain text, never HTML). */
export function LegalPage({ title, text }: { title: string; text: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{title}</h1>
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={i} className="mt-4 leading-relaxed">
          {para}
        </p>
      ))}
    </article>
  );
}

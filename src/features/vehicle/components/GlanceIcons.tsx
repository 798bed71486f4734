/** Kilometres, transmission and body at a glance, each with a small decorative icon. */
const ICONS = {
  km: "M12 4a9 9 0 0 0-9 9h2a7 7 0 0 1 14 0h2a9 9 0 0 0-9-9Zm4.2 4.4-5 4.3a1.5 1.5 0 1 0 1.6 1.6l4.3-5Z",
  transmission:
    "M6 4a2 2 0 0 0-1 3.7V16a1 1 0 0 0 1 1h5v-.3V19a2 2 0 1 0 2 0v-2h5a1 1 0 0 0 1-1V7.7A2 2 0 1 0 17 7.7V15h-4V7.7a2 2 0 1 0-2 0V15H7V7.7A2 2 0 0 0 6 4Z",
  body: "M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3v-4a2 2 0 0 1 2-2Zm2.1 0h9.8l-1.2-3.6a.6.6 0 0 0-.6-.4H8.9a.6.6 0 0 0-.6.4Z",
} as const;

export function GlanceIcons({ items }: { items: { kind: keyof typeof ICONS; text: string | null }[] }) {
  const shown = items.filter((i): i is { kind: keyof typeof ICONS; text: string } => Boolean(i.text));
  return (
    <ul aria-label="At a glance" className="mt-2 flex flex-wrap gap-5 text-gray-800">
      {shown.map((i) => (
        <li key={i.kind} className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="fill-current text-accent">
            <path d={ICONS[i.kind]} />
          </svg>
          {i.text}
        </li>
      ))}
    </ul>
  );
}

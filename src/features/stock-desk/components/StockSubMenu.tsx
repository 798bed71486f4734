/** The car's pages in the console: its details here, its photos and its special (pages of their own). */
export function StockSubMenu({ id, current }: { id: number; current: "details" | "photos" | "special" }) {
  const links = [
    { key: "details", href: `/stock/${id}`, label: "Details" },
    { key: "photos", href: `/stock/${id}/photos`, label: "Photos" },
    { key: "special", href: `/stock/${id}/special`, label: "Special" },
  ] as const;
  return (
    <nav aria-label="This car" className="mt-4">
      <ul className="flex gap-4">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              className={link.key === current ? "font-bold underline" : "underline"}
              aria-current={link.key === current ? "page" : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

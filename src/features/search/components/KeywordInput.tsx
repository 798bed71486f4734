"use client";

import { useEffect, useRef, useState } from "react";
import { recalledSearchForm } from "./search-form-memory";

/**
 * The keyword box follows the URL (back button, cleared filters) except while the shopper is typing in it. On the page
 * its own search led to, it starts with what was typed while that page loaded (search-form-memory.ts).
 */
export function KeywordInput({ query, href, placeholder }: { query: string; href: string; placeholder: string }) {
  const [value, setValue] = useState(() => recalledSearchForm(href)?.typed?.value ?? query);
  const input = useRef<HTMLInputElement>(null);
  // Only a new query moves the box: on mounting it is not focused yet (the form focuses it again after its children's
  // effects), and following the URL then would wipe the letters it starts with.
  const followed = useRef(query);
  useEffect(() => {
    if (followed.current === query) return;
    followed.current = query;
    if (document.activeElement !== input.current) setValue(query);
  }, [query]);
  return (
    <input
      ref={input}
      id="search-query"
      name="query"
      type="search"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      placeholder={placeholder}
      maxLength={200}
      className="mt-1 w-full rounded border border-gray-400 px-3 py-2"
    />
  );
}

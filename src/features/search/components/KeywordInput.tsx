"use client";

import { useEffect, useRef, useState } from "react";

/** The keyword box follows the URL (back button, cleared filters) except while the shopper is typing in it. */
export function KeywordInput({ query }: { query: string }) {
  const [value, setValue] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
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
      placeholder="Keyword search eg. EV, SUV, Toyota"
      maxLength={200}
      className="mt-1 w-full rounded border border-gray-400 px-3 py-2"
    />
  );
}

import { telHref } from "@/ui/tel-href";
import type { SiteConfig } from "@/platform/site/config-schema";
import type { ResolvedNavItem } from "@/features/navigation/nav-links";
import { MegaMenu } from "./MegaMenu";
import { NavDropdown } from "./NavDropdown";
import { garagePaths, primaryGaragePath } from "@/features/accounts";
import { WATCHLIST_PATH, watchlistMode } from "@/features/watchlist";

/**
 * The shopper's own link beside the phone number: the garage, unless the dealer's own menu already links it (BigBox's
 * My BigBox); on a site without a garage, the watchlist where it has one.
 */
function shopperLink(config: SiteConfig, nav: ResolvedNavItem[]): { href: string; label: string } | null {
  const garage = primaryGaragePath(config);
  if (!garage) return watchlistMode(config.features) ? { href: WATCHLIST_PATH, label: "Watchlist" } : null;
  const linked = nav.some((item) =>
    item.kind === "models"
      ? false
      : item.kind === "dropdown"
        ? item.links.some((l) => garagePaths(config).includes(l.href))
        : garagePaths(config).includes(item.href),
  );
  return linked ? null : { href: garage, label: "My garage" };
}

export function SiteHeader({ config, nav }: { config: SiteConfig; nav: ResolvedNavItem[] }) {
  const own = shopperLink(config, nav);
  return (
    <header className="bg-header text-header-text shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <a href="/" className="flex items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG wordmark drawn per site */}
          <img src={config.logo.src} alt={config.logo.alt} width={config.logo.width} height={config.logo.height} />
        </a>
        <div className="flex flex-wrap items-center gap-4">
          {own ? (
            <a href={own.href} className="font-semibold hover:underline">
              {own.label}
            </a>
          ) : null}
          <a href={telHref(config.contact.phone) ?? undefined} className="font-semibold hover:underline">
            <span className="sr-only">Call </span>
            {config.contact.phone}
          </a>
        </div>
      </div>
      <nav aria-label="Main" className="relative border-t border-black/10">
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-2">
          {nav.map((item) =>
            item.kind === "models" ? (
              <MegaMenu
                key={item.label}
                label={item.label}
                tabs={item.tabs}
                opensOn={config.navigation.dropdownOpensOn}
              />
            ) : item.kind === "dropdown" ? (
              <NavDropdown
                key={item.label}
                label={item.label}
                links={item.links}
                scrolls={item.scrolls}
                opensOn={config.navigation.dropdownOpensOn}
              />
            ) : (
              <li key={item.label}>
                <a
                  className="block rounded px-3 py-2 font-medium hover:underline"
                  href={item.href}
                  {...(item.external ? { rel: "noopener" } : {})}
                >
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}

import { telHref } from "@/ui/tel-href";
import type { SiteConfig } from "@/platform/site/config-schema";
import type { ResolvedNavItem } from "@/features/navigation/nav-links";
import { MegaMenu } from "./MegaMenu";
import { NavDropdown } from "./NavDropdown";
import { SiteMenu } from "./SiteMenu";
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
    // Below the desktop breakpoint the header is one row (logo, call icon, Menu) and the navigation opens from the Menu
    // summary of a <details>, so it works without JavaScript; at desktop widths globals.css shows the navigation as
    // before and hides the Menu summary.
    <header className="relative bg-header text-header-text shadow-sm">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 py-2 pl-4 pr-28 lg:flex-wrap lg:gap-4 lg:px-4 lg:py-3">
        <a href="/" className="flex min-w-0 items-center gap-3">
          {/* Its height is the site's logo height (at most 48 px) and its width follows from the logo's proportions, so
              its box is there before it loads, even for an SVG with no size of its own (the drawn wordmarks: with
              both width and height auto it was 0 px wide); narrowed on a phone, the logo shrinks inside its box. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG wordmark drawn per site */}
          <img
            src={config.logo.src}
            alt={config.logo.alt}
            width={config.logo.width}
            height={config.logo.height}
            className="max-h-12 w-auto max-w-[45vw] object-contain object-left lg:max-w-none"
          />
        </a>
        <div className="flex items-center gap-4">
          {own ? (
            <a href={own.href} className="hidden font-semibold hover:underline lg:inline">
              {own.label}
            </a>
          ) : null}
          <a
            href={telHref(config.contact.phone) ?? undefined}
            className="relative flex min-h-11 min-w-11 items-center justify-center font-semibold hover:underline"
          >
            <span aria-hidden="true" className="text-xl lg:hidden">
              ✆
            </span>
            <span className="sr-only lg:not-sr-only">
              <span className="sr-only">Call </span>
              {config.contact.phone}
            </span>
          </a>
        </div>
      </div>
      <SiteMenu>
        <nav aria-label="Main" className="relative border-t border-black/10">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-2 lg:flex-row lg:flex-wrap lg:items-center">
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
            {own ? (
              <li className="lg:hidden">
                <a className="block rounded px-3 py-2 font-medium hover:underline" href={own.href}>
                  {own.label}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </SiteMenu>
    </header>
  );
}

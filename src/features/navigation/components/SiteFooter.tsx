import { telHref } from "@/ui/tel-href";
import type { SiteConfig } from "@/platform/site/config-schema";
import { socialLinks, type ResolvedLink } from "@/features/navigation/nav-links";

export function SiteFooter({
  config,
  groups,
}: {
  config: SiteConfig;
  /** The footer's link groups, resolved (navigation.server.ts: only links to pages the site has). */
  groups: { heading: string; links: ResolvedLink[] }[];
}) {
  const { address } = config.contact;
  const socials = socialLinks(config.socials);
  return (
    <footer className="mt-16 bg-footer text-footer-text">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <section key={group.heading} aria-labelledby={`footer-${group.heading}`}>
            <h2 id={`footer-${group.heading}`} className="mb-3 text-lg font-semibold">
              {group.heading}
            </h2>
            <ul className="footer-links space-y-2">
              {group.links.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  <a href={link.href} {...(link.external ? { rel: "noopener" } : {})}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-semibold">
            {config.name}
          </h2>
          <address className="not-italic leading-relaxed">
            {address.street}
            <br />
            {address.city} {address.state.toUpperCase()} {address.postcode}
            <br />
            <a className="underline" href={telHref(config.contact.phone) ?? undefined}>
              {config.contact.phone}
            </a>
            <br />
            <a className="underline" href={`mailto:${config.contact.email}`}>
              {config.contact.email}
            </a>
          </address>
          {socials.length > 0 ? (
            <ul aria-label={`${config.name} on social media`} className="mt-4 flex flex-wrap gap-4">
              {socials.map((social) => (
                <li key={social.href}>
                  <a className="underline" href={social.href} rel="noopener">
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <p className="border-t border-white/20 px-4 py-4 text-center text-sm">
        © {new Date().getFullYear()} {config.name}
      </p>
    </footer>
  );
}

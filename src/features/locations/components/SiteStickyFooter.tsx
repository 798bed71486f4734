import { telHref } from "@/ui/tel-href";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { mainDepartment } from "@/features/locations/hours-rules";
import { footerLocation } from "@/features/locations/location-rules";
import { locationDetails } from "@/features/locations/locations.server";
import { StickyMobileFooter } from "./StickyMobileFooter";

/** The sticky mobile footer for sites that have it, with the hours of the dealership answering the site's phone. */
export async function SiteStickyFooter({ site }: { site: CurrentSite }) {
  const { config } = site;
  if (!config.features.stickyMobileFooter) return null;
  const tel = telHref(config.contact.phone);
  const at = footerLocation(await locationDetails(site), config.contact.phone);
  if (!tel || !at) return null;
  return (
    <StickyMobileFooter
      tel={tel}
      enquireHref="/contact-us#contact-form"
      hours={at.openingHours}
      special={at.specialHours}
      department={mainDepartment(at.locationType, at.openingHours)}
      timeZone={config.timeZone}
    />
  );
}

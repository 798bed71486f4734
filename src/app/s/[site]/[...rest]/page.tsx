import { notFound } from "next/navigation";

/** Any path a site does not have renders the site's own 404 page. */
export default function UnknownPath() {
  notFound();
}

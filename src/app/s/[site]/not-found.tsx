import { ErrorPage } from "@/ui/ErrorPage";

/** A site's own 404: still inside its header and footer, with a way back to its stock. */
export default function SiteNotFound() {
  return (
    <ErrorPage
      title="Sorry, we couldn't find that page"
      explanation="The page may have moved, or the vehicle may no longer be listed."
    />
  );
}

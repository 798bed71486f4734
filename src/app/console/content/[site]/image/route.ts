import { contentImage } from "@/features/content-desk/index.server";

/** GET /content/[site]/image?src=…: a content image of the site, as the content desk's editors show it. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  return contentImage(site, new URL(request.url).searchParams.get("src") ?? "", request.headers.get("accept"));
}

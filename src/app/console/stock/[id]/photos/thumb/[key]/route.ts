import { photoThumbnail } from "@/features/stock-photos/index.server";

/** GET /stock/[id]/photos/thumb/[key]: a car's photo for the console's photos page (stock-photos). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; key: string }> }) {
  const { id, key } = await params;
  return photoThumbnail(id, decodeURIComponent(key), request.headers.get("accept"));
}

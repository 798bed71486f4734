import { eq } from "drizzle-orm";
import { notFoundResponse, svgResponse, wordmarkSvg } from "@/features/images/svg-response";
import { getDb } from "@/platform/db/db.server";
import { manufacturers } from "@/platform/db/schema";

/** /media/makes/{slug}.svg: a make's badge for make cards and filters (no trademarked artwork). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const slug = file.replace(/\.svg$/, "");
  if (!file.endsWith(".svg") || !/^[a-z0-9-]{1,40}$/.test(slug)) return notFoundResponse();
  const db = await getDb();
  const [make] = await db.select({ name: manufacturers.name }).from(manufacturers).where(eq(manufacturers.slug, slug));
  if (!make) return notFoundResponse();
  return svgResponse(wordmarkSvg(make.name, "#1f2937", "#f3f4f6", 160, 64), false);
}

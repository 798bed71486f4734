import { eq } from "drizzle-orm";
import { makeMarkSvg } from "@/features/images/drawings/make-mark";
import { notFoundResponse, svgResponse } from "@/features/images/svg-response";
import { getDb } from "@/platform/db/db.server";
import { manufacturers } from "@/platform/db/schema";

/** /media/makes/{slug}.svg: a make's drawn mark for the make cards (make-mark.ts: no trademarked artwork). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const slug = file.replace(/\.svg$/, "");
  if (!file.endsWith(".svg") || !/^[a-z0-9-]{1,40}$/.test(slug)) return notFoundResponse();
  const db = await getDb();
  const [make] = await db.select({ name: manufacturers.name }).from(manufacturers).where(eq(manufacturers.slug, slug));
  if (!make) return notFoundResponse();
  return svgResponse(makeMarkSvg(make.name), false);
}

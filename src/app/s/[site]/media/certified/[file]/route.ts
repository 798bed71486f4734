import { certifiedProgramme } from "@/features/vehicle/certified-programme";
import { certifiedBadgeSvg } from "@/features/vehicle/images/certified-badge-svg";
import { notFoundResponse, svgResponse } from "@/features/images/svg-response";
import { isSlug } from "@/domain/slug";

/** /media/certified/{make slug}.svg: a manufacturer's certified-used badge, drawn here (no trademarked artwork). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const slug = file.replace(/\.svg$/, "");
  if (!file.endsWith(".svg") || !isSlug(slug, 40)) return notFoundResponse();
  const programme = certifiedProgramme(slug);
  if (!programme) return notFoundResponse();
  return svgResponse(certifiedBadgeSvg(programme), false);
}

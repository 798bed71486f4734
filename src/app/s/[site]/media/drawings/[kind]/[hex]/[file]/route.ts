import { drawVehicleSvg, DRAWING_VIEWS, type DrawingView } from "@/features/vehicle/images/vehicle-drawing";
import { notFoundResponse, svgResponse } from "@/features/vehicle/images/svg-response";
import { BODY_TYPES, BODY_LABELS, type BodyType } from "@/domain/vehicle-kinds";

type Params = { params: Promise<{ kind: string; hex: string; file: string }> };

/** /media/drawings/{body|caravan|motorcycle}/{rrggbb}/{view}.svg: a vehicle drawing in the car's colour. */
export async function GET(_request: Request, { params }: Params) {
  const { kind, hex, file } = await params;
  const view = file.replace(/\.svg$/, "") as DrawingView;
  if (!file.endsWith(".svg") || !DRAWING_VIEWS.includes(view) || !/^[0-9a-f]{6}$/.test(hex)) return notFoundResponse();
  const itemType = kind === "caravan" || kind === "motorcycle" ? kind : "car";
  const body =
    itemType === "car" ? ((BODY_TYPES as readonly string[]).includes(kind) ? (kind as BodyType) : null) : null;
  if (itemType === "car" && !body) return notFoundResponse();
  const title = `${body ? BODY_LABELS[body] : kind === "caravan" ? "Caravan" : "Motorcycle"}, ${view} view`;
  return svgResponse(drawVehicleSvg({ body, itemType, hex: `#${hex}`, view, title }));
}

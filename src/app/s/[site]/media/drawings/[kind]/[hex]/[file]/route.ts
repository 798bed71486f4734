import { drawVehicleSvg } from "@/features/images/drawings/vehicle-drawing";
import { drawingRequest } from "@/features/images/drawings/drawing-url";
import { notFoundResponse, svgResponse } from "@/features/images/svg-response";

type Params = { params: Promise<{ kind: string; hex: string; file: string }> };

/** /media/drawings/{body|caravan|motorcycle}/{rrggbb}/{view}.svg: a vehicle drawing in the car's colour. */
export async function GET(_request: Request, { params }: Params) {
  const { kind, hex, file } = await params;
  const drawing = file.endsWith(".svg") ? drawingRequest(kind, hex, file.replace(/\.svg$/, "")) : null;
  return drawing ? svgResponse(drawVehicleSvg(drawing)) : notFoundResponse();
}

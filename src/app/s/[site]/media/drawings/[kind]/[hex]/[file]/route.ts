import { drawVehicleSvg } from "@/features/vehicle/images/vehicle-drawing";
import { drawingRequest } from "@/features/vehicle/images/drawing-url";
import { notFoundResponse, svgResponse } from "@/features/vehicle/images/svg-response";

type Params = { params: Promise<{ kind: string; hex: string; file: string }> };

/** /media/drawings/{body|caravan|motorcycle}/{rrggbb}/{view}.svg: a vehicle drawing in the car's colour. */
export async function GET(_request: Request, { params }: Params) {
  const { kind, hex, file } = await params;
  const drawing = file.endsWith(".svg") ? drawingRequest(kind, hex, file.replace(/\.svg$/, "")) : null;
  return drawing ? svgResponse(drawVehicleSvg(drawing)) : notFoundResponse();
}

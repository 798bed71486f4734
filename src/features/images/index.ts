/**
 * The images feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { PipelineImage } from "./components/PipelineImage";
export {
  demoPhotoUrl,
  drawingKey,
  drawingUrl,
  isDrawingUrl,
  isDrawnPicture,
  vehicleDrawingUrl,
} from "./drawings/drawing-url";
export { BANNER_WIDTH, imageUrl, isPipelineSource } from "./image-url";
export { escapeXml } from "./svg-response";
export { ContentPicture } from "./components/ContentPicture";
export { isPrivateAddress } from "./private-address";

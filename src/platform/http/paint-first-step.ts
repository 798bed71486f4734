import type { DoorStep } from "./door-step";
import { paintBeforeScripts } from "./paint-first";

/** A cached page's framework scripts start after its main picture has been painted (paint-first.ts, docs/adr/0009). */
export const paintFirst: DoorStep = ({ pageRewrites }) => {
  pageRewrites.push(paintBeforeScripts);
};

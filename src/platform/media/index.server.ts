export { isMediaKey } from "./media-store";
export { mediaStore } from "./media-store.server";

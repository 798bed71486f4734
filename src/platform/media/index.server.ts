export { DiskMediaStore } from "./disk-store.server";
export { isMediaKey, type MediaStore } from "./media-store";
export { mediaStore } from "./media-store.server";
export { S3MediaStore } from "./s3-store.server";

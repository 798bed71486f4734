/**
 * The stock photos feature's public face on the server: a car's photos page in the console and its thumbnails.
 * Other features and the routes import this file only (npm run lint:layers).
 */
export { PhotosPage } from "./components/PhotosPage";
export { photoThumbnail } from "./photo-thumbnail.server";

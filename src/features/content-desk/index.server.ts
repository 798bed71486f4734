/** The content desk's public face on the server: its pages, for the console's routes. */
export { ContentDesk } from "./components/ContentDesk";
export { DocumentPage } from "./components/DocumentPage";
export { contentImage } from "./content-image.server";

/** The image pipeline's server side for other features: one picture resized as a site's /media/image answers it. */
export { pipelineImage } from "./image-pipeline.server";

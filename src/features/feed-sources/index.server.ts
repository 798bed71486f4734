/** Feed sources' public face on the server: the console's feed pages, the push API and the scheduled pull. */
export { FeedsIndex, FeedSourceScreen, NewFeedSource } from "./components/FeedScreens";
export { handlePush } from "./push.db";
export { startFeedPullWorker } from "./pull-worker.server";

/** Feed sources' public face on the server: the console's feed pages and the push API (the pull worker is started by instrumentation from its own file, as the lead digest's). */
export { FeedsIndex, FeedSourceScreen, NewFeedSource } from "./components/FeedScreens";
export { handlePush } from "./push.db";
export { FeedRunScreen, FeedRunsScreen } from "./components/RunScreens";

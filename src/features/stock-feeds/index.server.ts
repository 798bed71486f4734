/** The stock feeds' public face on the server: running a source's feed, for the console, the push API and the command. */
export { runFeed, type FeedRunInput, type FeedRunSummary, type FeedSourceBusy } from "./run-feed.db";
export { decideHeldRun, type HeldDecision } from "./decide-held-run.db";

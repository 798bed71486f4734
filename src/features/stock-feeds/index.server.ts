/** The stock feeds' public face on the server: running a source's feed, for the console, the push API and the command. */
export { runFeed, type FeedRunSummary } from "./run-feed.db";
export { decideHeldRun } from "./decide-held-run.db";
export { importCommandFile, type CommandImportOutcome } from "./command-import.db";
export { commandFileFormat } from "./command-file";

import type { FeedFormat } from "@/domain/stock-feeds";

/** The format a command file is read as, by its name: .json/.jsonl JSON, .xml XML, anything else CSV. */
export function commandFileFormat(file: string): FeedFormat {
  return file.endsWith(".json") || file.endsWith(".jsonl") ? "json" : file.endsWith(".xml") ? "xml" : "csv";
}

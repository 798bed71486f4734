import { describe, expect, it } from "vitest";
import { commandFileFormat } from "./command-file";

describe("a command file's format, by its name", () => {
  it("reads .json and .jsonl as JSON, .xml as XML and anything else as CSV", () => {
    expect(commandFileFormat("feed.json")).toBe("json");
    expect(commandFileFormat("feed.jsonl")).toBe("json");
    expect(commandFileFormat("feed.xml")).toBe("xml");
    expect(commandFileFormat("feed.csv")).toBe("csv");
    expect(commandFileFormat("feed.txt")).toBe("csv");
  });
});

import { describe, expect, it } from "vitest";
import { leadSettingsErrors, parseLeadSettings } from "./lead-settings-input";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the lead desk settings form takes a target of 5..1440 minutes, an hour of 0..23 and the site's locations (parseLeadSettings)", () => {
  it("takes good values, with round robin for the locations ticked", () => {
    expect(
      parseLeadSettings(
        form([
          ["firstResponseMinutes", "30"],
          ["digestHour", "0"],
          ["roundRobin", "7"],
          ["roundRobin", "7"],
        ]),
        [7, 8],
      ),
    ).toEqual({ ok: true, value: { firstResponseMinutes: 30, digestHour: 0, roundRobinLocationIds: [7] } });
  });
  it("takes the edges and no location ticked", () => {
    expect(
      parseLeadSettings(
        form([
          ["firstResponseMinutes", "1440"],
          ["digestHour", "23"],
        ]),
        [],
      ),
    ).toEqual({
      ok: true,
      value: { firstResponseMinutes: 1440, digestHour: 23, roundRobinLocationIds: [] },
    });
    expect(
      parseLeadSettings(
        form([
          ["firstResponseMinutes", "5"],
          ["digestHour", "8"],
        ]),
        [],
      ).ok,
    ).toBe(true);
  });
  it("names each bad field: out of range, not whole, missing, text", () => {
    for (const minutes of ["4", "1441", "30.5", "", "abc", "-10", "99999999999"])
      expect(
        parseLeadSettings(
          form([
            ["firstResponseMinutes", minutes],
            ["digestHour", "8"],
          ]),
          [],
        ),
      ).toEqual({
        ok: false,
        fields: ["firstResponseMinutes"],
      });
    for (const hour of ["24", "-1", "8am", ""])
      expect(
        parseLeadSettings(
          form([
            ["firstResponseMinutes", "60"],
            ["digestHour", hour],
          ]),
          [],
        ),
      ).toEqual({
        ok: false,
        fields: ["digestHour"],
      });
    expect(parseLeadSettings(form([]), [])).toEqual({ ok: false, fields: ["firstResponseMinutes", "digestHour"] });
  });
  it("refuses round robin for a location that is not the site's", () => {
    expect(
      parseLeadSettings(
        form([
          ["firstResponseMinutes", "60"],
          ["digestHour", "8"],
          ["roundRobin", "9"],
        ]),
        [7],
      ),
    ).toEqual({ ok: false, fields: ["roundRobin"] });
    expect(
      parseLeadSettings(
        form([
          ["firstResponseMinutes", "60"],
          ["digestHour", "8"],
          ["roundRobin", "x"],
        ]),
        [7],
      ),
    ).toEqual({ ok: false, fields: ["roundRobin"] });
  });
});

describe("the settings page names only known fields from its query (leadSettingsErrors)", () => {
  it("keeps known names in the form's order and drops the rest", () => {
    expect(leadSettingsErrors("digestHour,firstResponseMinutes,<b>")).toEqual(["firstResponseMinutes", "digestHour"]);
    expect(leadSettingsErrors(undefined)).toEqual([]);
    expect(leadSettingsErrors(["digestHour"])).toEqual([]);
  });
});

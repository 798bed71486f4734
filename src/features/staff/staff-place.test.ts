import { describe, expect, it } from "vitest";
import { chosenFirst, chosenGroupId } from "./staff-place";

const membership = (groupId: string) => ({ member: { groupId }, groupName: groupId });
const ALL = [membership("alpha"), membership("bravo"), membership("charlie")];
const order = (list: readonly { member: { groupId: string } }[]) => list.map((m) => m.member.groupId);

describe("the group a member works in (chosenFirst)", () => {
  it("puts the chosen group first and keeps the others in their order", () => {
    expect(order(chosenFirst(ALL, "charlie"))).toEqual(["charlie", "alpha", "bravo"]);
    expect(order(chosenFirst(ALL, "bravo"))).toEqual(["bravo", "alpha", "charlie"]);
  });

  it("ignores a forged cookie naming a group the member is not in", () => {
    expect(order(chosenFirst(ALL, "someone-elses-group"))).toEqual(["alpha", "bravo", "charlie"]);
  });

  it("ignores no choice, an empty or an odd value", () => {
    for (const value of [undefined, null, "", "a b", "x".repeat(65), 42, ["alpha"]])
      expect(order(chosenFirst(ALL, value))).toEqual(["alpha", "bravo", "charlie"]);
  });

  it("leaves a member of no group in none", () => {
    expect(chosenFirst([], "alpha")).toEqual([]);
  });
});

describe("a cookie's group id (chosenGroupId)", () => {
  it("takes an id of letters, digits, - and _ only", () => {
    expect(chosenGroupId("Ab3_x-Y")).toBe("Ab3_x-Y");
    expect(chosenGroupId("a;b")).toBeNull();
    expect(chosenGroupId(undefined)).toBeNull();
  });
});

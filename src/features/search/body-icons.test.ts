import { describe, expect, it } from "vitest";
import { BODY_TYPES, ITEM_TYPES } from "@/domain/vehicle-kinds";
import { bodyIcon, itemTypeIcon } from "./body-icons";

describe("body-type icons on the body filter's options", () => {
  it("draws every body type the search can offer, with its wheels on the ground", () => {
    for (const body of BODY_TYPES) {
      const icon = bodyIcon(body);
      expect(icon, body).not.toBeNull();
      expect(icon!.outline, body).toMatch(/^M[\d.\s,MmLlHhVvCcSsQqTtAaZz-]+$/);
      expect(icon!.wheels.length, body).toBeGreaterThan(0);
    }
  });

  it("draws every vehicle kind (a car as a sedan)", () => {
    for (const kind of ITEM_TYPES) expect(itemTypeIcon(kind), kind).not.toBeNull();
    expect(itemTypeIcon("car")).toEqual(bodyIcon("sedan"));
  });

  it("shows no icon for a value that is no body type (an odd feed value, a prototype key)", () => {
    expect(bodyIcon("spaceship")).toBeNull();
    expect(bodyIcon("constructor")).toBeNull();
    expect(itemTypeIcon("toString")).toBeNull();
  });
});

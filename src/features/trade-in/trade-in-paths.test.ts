import { describe, expect, it } from "vitest";
import { flowPath } from "./trade-in-paths";

describe("the page a trade-in step returns to", () => {
  const routes = ["/trade-in", "/sell-my-car"];
  it("is the site's own trade-in route or the car's trade-in page, never anywhere else", () => {
    expect(flowPath(routes, "http://bigbox.localhost/sell-my-car?x=1")).toBe("/sell-my-car");
    expect(flowPath(routes, "/cars/trade-in?car_id=42&evil=1")).toBe("/cars/trade-in?car_id=42");
    expect(flowPath(routes, "/cars/trade-in?car_id=abc")).toBe("/trade-in");
    expect(flowPath(routes, "/sell-your-car")).toBe("/trade-in"); // not this site's route
    expect(flowPath(routes, "https://evil.example/trade-in")).toBe("/trade-in");
    expect(flowPath(routes, "")).toBe("/trade-in");
  });
});

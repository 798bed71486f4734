import { describe, expect, it } from "vitest";
import { applyPopupForm, popupView } from "./popup-form";

const POPUP = {
  src: "/media/image?src=%2Fmedia%2Fuploads%2Fa.jpg&w=640&q=75&v=1",
  expiryDate: "2027-01-31",
  linkTo: "/special-offers",
  title: "Summer sale",
  description: "Ends soon.",
  buttonText: "See the offers",
};

describe("the popup editor", () => {
  it("shows the site's own popup, else the inherited one; none as null", () => {
    expect(popupView(JSON.stringify({ popup: POPUP }), null)).toEqual(POPUP);
    expect(popupView("{}", POPUP)).toEqual(POPUP);
    expect(popupView(JSON.stringify({ popup: null }), POPUP)).toBeNull();
    expect(popupView("{", null)).toBeUndefined();
  });

  it("writes the popup whole as the site's own, or none", () => {
    const entries = Object.entries(POPUP).map(([k, v]) => [`popup.${k}`, ` ${v} `] as [string, string]);
    const out = applyPopupForm(JSON.stringify({ slug: "s" }), [["popup.show", "popup"], ...entries])!;
    expect(JSON.parse(out.body)).toEqual({
      slug: "s",
      popup: { ...POPUP, description: " Ends soon. " },
    });
    const none = applyPopupForm(JSON.stringify({ slug: "s", popup: POPUP }), [["popup.show", "none"], ...entries])!;
    expect(JSON.parse(none.body)).toEqual({ slug: "s", popup: null });
  });

  it("maps a problem to its field", () => {
    const out = applyPopupForm("{}", [["popup.show", "popup"]])!;
    expect(out.fieldOf("popup.linkTo")).toBe("popup.linkTo");
    expect(out.fieldOf("popup.expiryDate")).toBe("popup.expiryDate");
    expect(out.fieldOf("popup")).toBeNull();
    expect(out.fieldOf("navigation.header.0.href")).toBeNull();
  });
});

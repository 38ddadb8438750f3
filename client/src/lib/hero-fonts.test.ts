import { describe, expect, it } from "vitest";
import { HERO_FONTS } from "@shared/constants";
import { heroFontStack, isWebFont } from "./hero-fonts";

describe("heroFontStack", () => {
  it("follows each font with a system fallback of the same kind", () => {
    expect(heroFontStack("Playfair Display")).toBe('"Playfair Display", Georgia, "Times New Roman", serif');
    expect(heroFontStack("Montserrat")).toBe('"Montserrat", system-ui, Arial, sans-serif');
    for (const font of HERO_FONTS) expect(heroFontStack(font)).toMatch(/(serif|sans-serif)$/);
  });
});

describe("isWebFont", () => {
  it("serves the four web fonts itself and leaves system fonts to the device", () => {
    expect(HERO_FONTS.filter(isWebFont)).toEqual(["Inter", "Playfair Display", "Montserrat", "Crimson Text"]);
  });
});

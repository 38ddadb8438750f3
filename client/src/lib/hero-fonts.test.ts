import { describe, expect, it } from "vitest";
import { HERO_FONTS } from "@shared/constants";
import { heroFontStack } from "./hero-fonts";

describe("heroFontStack", () => {
  it("follows every hero font with a system fallback of the same kind", () => {
    expect(heroFontStack("Playfair Display")).toBe('"Playfair Display", Georgia, "Times New Roman", serif');
    expect(heroFontStack("Montserrat")).toBe('"Montserrat", Inter, system-ui, Arial, sans-serif');
    for (const font of HERO_FONTS) expect(heroFontStack(font)).toMatch(/(serif|sans-serif)$/);
  });
});

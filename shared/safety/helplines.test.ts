import { describe, expect, it } from "vitest";
import { HELPLINES, countryFromLocale, helplinesFor, verifiedMonth } from "./helplines";

const names = (lines: { name: string }[]) => lines.map((line) => line.name);

describe("the shipped helplines", () => {
  it("were all last checked in November 2026", () => {
    expect(HELPLINES.every((line) => line.lastVerified === "2026-11")).toBe(true);
    expect(verifiedMonth("2026-11")).toBe("November 2026");
  });

  it("never carry the numbers that were replaced (the old US Lifeline and old Samaritans numbers)", () => {
    const everything = JSON.stringify(HELPLINES).replace(/[\s-]/g, "");
    expect(everything).not.toContain("18002738255");
    expect(everything).not.toContain("8002738255");
    expect(everything).not.toContain("08457909090");
    expect(everything).not.toContain("08457");
  });

  it("link every line by tel:, sms: or https:", () => {
    for (const line of HELPLINES) {
      expect(line.links.length).toBeGreaterThan(0);
      for (const link of line.links) expect(link.href).toMatch(/^(tel:\+?\d+|sms:\d+(\?body=[A-Z]+)?|https:\/\/)/);
    }
  });
});

describe("helplinesFor", () => {
  it("gives the US emergency number, the crisis lines and the pet-loss lines apart", () => {
    const us = helplinesFor("US");
    expect(us.emergency.map((line) => line.contact)).toEqual(["911"]);
    expect(names(us.crisis)).toEqual(["988 Suicide & Crisis Lifeline", "Crisis Text Line"]);
    expect(names(us.petLoss)).toEqual([
      "Tufts Pet Loss Support",
      "WSU Pet Loss Hotline",
      "Lap of Love Pet Loss Support",
    ]);
    expect(names(us.directory)).toEqual(["Find a Helpline (ThroughLine)"]);
  });

  it("gives the UK 999, Samaritans, Shout, NHS 111 and Blue Cross", () => {
    const gb = helplinesFor("GB");
    expect(gb.emergency[0]!.contact).toBe("999 (or 112)");
    expect(names(gb.crisis)).toEqual(["Samaritans", "Shout", "NHS 111 (mental health option)"]);
    expect(names(gb.petLoss)).toEqual(["Blue Cross Pet Bereavement Support"]);
  });

  it("shares Samaritans with Ireland, and gives each other country its own emergency number", () => {
    expect(names(helplinesFor("IE").crisis)).toEqual(["Samaritans"]);
    expect(helplinesFor("IE").emergency[0]!.contact).toBe("112 or 999");
    expect(helplinesFor("CA").emergency[0]!.contact).toBe("911");
    expect(names(helplinesFor("CA").crisis)).toEqual(["988 Suicide Crisis Helpline"]);
    expect(helplinesFor("AU").emergency[0]!.contact).toBe("000");
    expect(names(helplinesFor("AU").crisis)).toEqual(["Lifeline"]);
    expect(helplinesFor("NZ").emergency[0]!.contact).toBe("111");
    expect(names(helplinesFor("NZ").crisis)).toEqual(["Need to talk? 1737"]);
  });

  it("falls back to the directory alone for any other country or none", () => {
    for (const country of ["FR", null, ""]) {
      const lines = helplinesFor(country);
      expect(lines.emergency).toEqual([]);
      expect(lines.crisis).toEqual([]);
      expect(lines.petLoss).toEqual([]);
      expect(names(lines.directory)).toEqual(["Find a Helpline (ThroughLine)"]);
    }
  });
});

describe("countryFromLocale", () => {
  it("reads the region of the first language that names one", () => {
    expect(countryFromLocale(["en-GB"])).toBe("GB");
    expect(countryFromLocale(["en-US", "en"])).toBe("US");
    expect(countryFromLocale(["en", "en-AU"])).toBe("AU");
    expect(countryFromLocale(["zh-Hant-NZ"])).toBe("NZ");
    expect(countryFromLocale(["en_ie"])).toBe("IE");
  });

  it("is null for a bare language, an unlisted region or nothing", () => {
    expect(countryFromLocale(["en"])).toBeNull();
    expect(countryFromLocale(["fr-FR", "en-GB"])).toBeNull();
    expect(countryFromLocale([])).toBeNull();
    expect(countryFromLocale(undefined)).toBeNull();
  });
});

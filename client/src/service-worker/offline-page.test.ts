import { describe, expect, it } from "vitest";
import { APPEARANCE_SCRIPT } from "@shared/appearance-script";
import { countryFromLocale, HELPLINE_COUNTRIES, HELPLINES } from "@shared/safety/helplines";
// @ts-expect-error: the offline page's script is plain JavaScript in client/public, with no types.
import { chooseCountry } from "../../public/offline-page.js";
import { OTHER_COUNTRY_SECTION, renderOfflinePage } from "./offline-page";

const KNOWN = HELPLINE_COUNTRIES.map((country) => country.value as string);
const choose = chooseCountry as (known: string[], stored: string | null, languages: readonly string[]) => string;

describe("the offline page", () => {
  const html = renderOfflinePage();

  it("carries every emergency and crisis number we list, as tap-to-call links, and the way to /crisis", () => {
    for (const line of HELPLINES.filter((helpline) => helpline.kind === "emergency" || helpline.kind === "crisis"))
      for (const link of line.links) expect(html).toContain(`href="${link.href}"`);
    expect(html).toContain('href="/crisis"');
    expect(html).toContain("If you or someone else is in danger right now, call your local emergency number.");
  });

  it("has a section per country we list lines for, and one for anywhere else", () => {
    const sections = [...html.matchAll(/data-country="([^"]+)"/g)].map((match) => match[1]);
    expect(sections).toEqual([...KNOWN, OTHER_COUNTRY_SECTION]);
  });

  it("needs nothing but itself, its one script, and index.html's pre-paint script (the one inline script the CSP allows)", () => {
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])).toEqual([
      "<script>",
      '<script type="module" src="/offline-page.js">',
    ]);
    expect(html).toContain(`<script>${APPEARANCE_SCRIPT}</script>`);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });
});

describe("the offline page's choice of country", () => {
  it("shows the country picked on /crisis first", () => {
    expect(choose(KNOWN, "IE", ["en-US"])).toBe("IE");
    expect(choose(KNOWN, "other", ["en-US"])).toBe("other");
  });

  it("otherwise follows the browser's language exactly as /crisis does (countryFromLocale)", () => {
    const cases: string[][] = [
      ["en-GB"],
      ["en-US", "en-GB"],
      ["en-UK"],
      ["en"],
      ["fr-FR", "en-GB"],
      ["en", "en-AU"],
      ["zh-Hant-TW"],
      ["en_NZ"],
      [],
    ];
    for (const languages of cases)
      expect(choose(KNOWN, null, languages), languages.join(",")).toBe(countryFromLocale(languages) ?? "other");
  });

  it("ignores a kept value that names no country of ours", () => {
    expect(choose(KNOWN, "XX", ["en-CA"])).toBe("CA");
  });
});

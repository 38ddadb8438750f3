import crypto from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  APPEARANCE_SCRIPT,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_STORAGE_KEY,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from "@shared/appearance-script";
import { TEXT_SIZES, THEMES } from "@shared/constants";
import { APPEARANCE_SCRIPT_SOURCE, APPEARANCE_SCRIPT_TAG } from "./appearance-script";

/** Runs the pre-paint script against a stand-in <html> and storage holding `stored`; answers the attributes it set. */
function runScript(stored: Record<string, string>, storage?: { getItem: (key: string) => string | null }) {
  const attributes: Record<string, string> = {};
  const html = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  const localStorage = storage ?? { getItem: (key: string) => stored[key] ?? null };
  new Function("localStorage", "document", APPEARANCE_SCRIPT)(localStorage, { documentElement: html });
  return attributes;
}

describe("the pre-paint appearance script", () => {
  it("is allowed by the SHA-256 of its exact text", () => {
    const hash = crypto.createHash("sha256").update(APPEARANCE_SCRIPT, "utf8").digest("base64");
    expect(APPEARANCE_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it("is in client/index.html byte for byte, before any stylesheet or other script", () => {
    const html = fs.readFileSync("client/index.html", "utf8");
    const at = html.indexOf(APPEARANCE_SCRIPT_TAG);
    expect(at).toBeGreaterThan(0);
    expect(html.indexOf("<script")).toBe(at);
    expect(html.slice(0, at)).not.toContain("stylesheet");
  });

  it("sets data-theme for a chosen light or dark only: with none or 'system', the system decides", () => {
    for (const theme of THEMES) {
      const expected = theme === "system" ? {} : { [THEME_ATTRIBUTE]: theme };
      expect(runScript({ [THEME_STORAGE_KEY]: theme }), theme).toEqual(expected);
    }
    expect(runScript({})).toEqual({});
  });

  it("sets data-text-size for every size but normal", () => {
    for (const size of TEXT_SIZES) {
      const expected = size === "normal" ? {} : { [TEXT_SIZE_ATTRIBUTE]: size };
      expect(runScript({ [TEXT_SIZE_STORAGE_KEY]: size }), size).toEqual(expected);
    }
  });

  it("ignores values it does not know, and storage the browser refuses", () => {
    expect(runScript({ [THEME_STORAGE_KEY]: "sepia", [TEXT_SIZE_STORAGE_KEY]: "huge" })).toEqual({});
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(runScript({}, refusing)).toEqual({});
  });

  it("sets both together", () => {
    expect(runScript({ [THEME_STORAGE_KEY]: "dark", [TEXT_SIZE_STORAGE_KEY]: "largest" })).toEqual({
      [THEME_ATTRIBUTE]: "dark",
      [TEXT_SIZE_ATTRIBUTE]: "largest",
    });
  });
});

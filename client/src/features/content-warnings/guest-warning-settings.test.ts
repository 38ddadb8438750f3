import { describe, expect, it } from "vitest";
import { warningSettingsSchema } from "@shared/safety/content-warning-schemas";
import { storedSettings } from "./guest-warning-settings";

const UNTIL = "2026-12-01T10:00:00.000Z";

describe("storedSettings", () => {
  it("reads what this browser writes, as the API's schema would", () => {
    const stored = { settings: { "pet-loss": { mode: "show", until: null }, grief: { mode: "hide", until: UNTIL } } };
    expect(storedSettings(stored)).toEqual(warningSettingsSchema.parse(stored).settings);
    expect(storedSettings({ settings: { grief: { mode: "collapse" } } })).toEqual({
      grief: { mode: "collapse", until: null },
    });
    expect(storedSettings({ settings: {} })).toEqual({});
  });

  it.each([
    ["nothing", null],
    ["a list", []],
    ["no settings", {}],
    ["an unknown warning", { settings: { spiders: { mode: "hide", until: null } } }],
    ["an unknown mode", { settings: { grief: { mode: "blur", until: null } } }],
    ["a setting that is not an object", { settings: { grief: "hide" } }],
    ["an end that is not a date", { settings: { grief: { mode: "hide", until: "soon" } } }],
    ["an end that is a number", { settings: { grief: { mode: "hide", until: 5 } } }],
  ])("refuses %s, as the API's schema does", (_name, stored) => {
    expect(storedSettings(stored)).toBeNull();
    expect(warningSettingsSchema.safeParse(stored).success).toBe(false);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { warningSettingsSchema } from "@shared/safety/content-warning-schemas";
import {
  GUEST_WARNING_SETTINGS_KEY,
  NO_WARNING_SETTINGS,
  readGuestWarningSettings,
  storedSettings,
} from "./guest-warning-settings";

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

describe("readGuestWarningSettings", () => {
  afterEach(() => localStorage.clear());

  // The server's render reads NO_WARNING_SETTINGS too (use-warning-settings.ts): any other object
  // makes React draw every list again just after hydrating a page.
  it("reads nothing stored, or something unreadable, as the very object the server's render uses", () => {
    expect(readGuestWarningSettings()).toBe(NO_WARNING_SETTINGS);
    localStorage.setItem(GUEST_WARNING_SETTINGS_KEY, "not json");
    expect(readGuestWarningSettings()).toBe(NO_WARNING_SETTINGS);
  });
});

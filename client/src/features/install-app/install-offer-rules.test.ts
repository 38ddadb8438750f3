import { describe, expect, it } from "vitest";
import { isInstallOfferDue, type InstallOfferState } from "./install-offer-rules";

const due: InstallOfferState = {
  canInstall: true,
  visits: 2,
  screensThisVisit: 2,
  path: "/community",
  isDismissed: false,
  isInstalled: false,
};

describe("when the install offer comes", () => {
  it("comes on a second visit's second screen, when the browser can install the site", () => {
    expect(isInstallOfferDue(due)).toBe(true);
    expect(isInstallOfferDue({ ...due, visits: 5, screensThisVisit: 7 })).toBe(true);
  });

  it("never on a first visit, nor on the first screen of a later one", () => {
    expect(isInstallOfferDue({ ...due, visits: 1, screensThisVisit: 9 })).toBe(false);
    expect(isInstallOfferDue({ ...due, visits: 3, screensThisVisit: 1 })).toBe(false);
  });

  it("never on /crisis", () => {
    expect(isInstallOfferDue({ ...due, path: "/crisis" })).toBe(false);
  });

  it("never after Not now, once installed, or where the browser cannot install", () => {
    expect(isInstallOfferDue({ ...due, isDismissed: true })).toBe(false);
    expect(isInstallOfferDue({ ...due, isInstalled: true })).toBe(false);
    expect(isInstallOfferDue({ ...due, canInstall: false })).toBe(false);
  });
});

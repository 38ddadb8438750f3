/**
 * A user agent in words a member recognises ("Firefox on Windows", "Safari on iPhone"), for the
 * settings' list of signed-in sessions. A small, ordered set of rules rather than a dependency:
 * the list only needs to tell a member's own devices apart, not identify every browser build.
 */

/** What a session shows when the browser sent nothing we recognise. */
export const UNKNOWN_DEVICE = "Unknown browser";

// Order matters: many browsers carry other browsers' tokens ("Edg/… Chrome/… Safari/…").
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|OPiOS)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Vivaldi)\//, "Vivaldi"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\b(iPhone|iPad|iPod)\b.*\bMobile\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\biPod\b/, "iPod"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

/** Longer strings are cut first: a header is the client's to fill, and nothing needs more than this. */
const MAX_USER_AGENT = 512;

/**
 * "Browser on system" for a User-Agent header: either part alone when only one is known, and
 * UNKNOWN_DEVICE when neither is (or there is no header).
 */
export function describeDevice(userAgent: string | undefined): string {
  const agent = (userAgent ?? "").slice(0, MAX_USER_AGENT);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : UNKNOWN_DEVICE);
}

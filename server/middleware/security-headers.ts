/** Security headers on every response (helmet): the Content-Security-Policy, HSTS, nosniff, referrer policy. */
import type { RequestHandler } from "express";
import helmet from "helmet";
import { PAGE_PREFETCH_RULES_SOURCES } from "../client/app-after-paint";
import { APPEARANCE_SCRIPT_SOURCE } from "../client/appearance-script";
import { EARLY_CLICKS_SCRIPT_SOURCE } from "../client/early-clicks-tags";

export interface SecurityHeaderOptions {
  /**
   * Sources outside this server the browser talks to directly: the storage bucket that signed
   * upload URLs PUT to (see ObjectStorage.browserSources). Empty for the local driver.
   */
  storageSources: readonly string[];
  /** Strict-Transport-Security: production only, so tests and plain-http local runs are unaffected. */
  isHstsEnabled?: boolean;
  /** `npm run dev`: Vite's dev server injects inline scripts (see below). Never in production. */
  isDevelopment?: boolean;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Content-Security-Policy directives for these options. */
function contentSecurityPolicyDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    // The built client is files from /assets, and inline scripts allowed by their hashes: the
    // early-click catcher a rendered page carries (server/client/early-clicks-tags.ts), and the
    // speculation rules that fetch New Post's and Share Your Story's pages at once on the screens
    // whose buttons lead there (server/client/app-after-paint.ts), and the theme and text size set
    // before the first paint (server/client/appearance-script.ts). No other inline script, no eval
    // (the client sets zod jitless so its eval probe never runs, see client/src/lib/zod-config.ts).
    // In development, Vite's dev server (server/client/vite-dev-client.ts) injects the React
    // refresh preamble as an inline <script>, which cannot carry a hash that survives every edit:
    // allow inline scripts then only (a hash beside it would switch that off).
    "script-src": options.isDevelopment
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", APPEARANCE_SCRIPT_SOURCE, EARLY_CLICKS_SCRIPT_SOURCE, ...PAGE_PREFETCH_RULES_SOURCES],
    // Inline styles are needed: Radix dialogs (react-remove-scroll) insert a <style> element, and
    // Vite injects CSS as <style> in development. Styles cannot run code, scripts stay strict.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Every picture is served by this server (/objects/uploads/...) for either storage driver: pet
    // photos and the site's own images are uploaded, or imported once by the server from an address a
    // moderator pasted, never hot-linked, so a visitor's browser never asks another site for one.
    // See docs/decisions.md#outside-images.
    // No blob: either: Share Photo's instant preview draws the chosen file on a canvas instead
    // (client/src/features/pet-social/local-photo-preview.tsx), so this stays as tight as it is.
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    // 'self' covers the API and, in development, Vite's hot-reload websocket on the same host and port.
    "connect-src": ["'self'", ...options.storageSources],
    // The installable app's service worker and manifest come from this server (client/src/service-worker/),
    // named here rather than left to default-src.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
}

/**
 * Helmet with PawsWell's choices; mount it first so every response (API, SPA, images, 404s,
 * errors) carries the headers.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    // Helmet's default adds includeSubDomains; we do not own the operator's other subdomains.
    strictTransportSecurity: options.isHstsEnabled ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
    // Outside links learn our origin only, never the page's path or query.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The same as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: "deny" },
  });
}

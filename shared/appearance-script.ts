/**
 * The pre-paint script and the names it shares with the app (docs/features.md#your-account): in a
 * file of its own, with no imports, so the offline page (client/src/service-worker/offline-page.ts,
 * loaded by vite.config.ts before any alias exists) can carry the same script as index.html.
 */
/** The browser's keys (localStorage) for the two choices; the pre-paint script reads the same. */
export const THEME_STORAGE_KEY = "pawswell.theme";
export const TEXT_SIZE_STORAGE_KEY = "pawswell.text-size";

/**
 * The attributes on <html> the stylesheet follows (client/src/index.css): data-theme only for a
 * chosen light or dark (none: the system decides), data-text-size only for a size other than normal.
 */
export const THEME_ATTRIBUTE = "data-theme";
export const TEXT_SIZE_ATTRIBUTE = "data-text-size";

/**
 * The script client/index.html carries as the first thing in its <head>: it copies the stored
 * choices onto <html> before anything paints, so a dark or larger page never flashes light or
 * normal first. Inline and classic, so it runs as it is parsed; the Content-Security-Policy allows
 * exactly this text by its hash (server/client/appearance-script.ts). Unknown stored values are
 * ignored, and storage a browser refuses (private modes) leaves the defaults.
 */
export const APPEARANCE_SCRIPT = `try{var s=localStorage,h=document.documentElement,t=s.getItem("${THEME_STORAGE_KEY}"),z=s.getItem("${TEXT_SIZE_STORAGE_KEY}");if(t==="light"||t==="dark")h.setAttribute("${THEME_ATTRIBUTE}",t);if(z==="smaller"||z==="larger"||z==="largest")h.setAttribute("${TEXT_SIZE_ATTRIBUTE}",z)}catch(e){}`;

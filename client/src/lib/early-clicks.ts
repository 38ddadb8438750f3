/**
 * The early-click catcher: a few hundred bytes the server inlines in a rendered page's <head>
 * (server/client/early-clicks-tags.ts), so that a button pressed before the app has taken the page
 * over is not lost. A rendered page shows its buttons at once, but they work only once the app's
 * code has arrived and hydrated (html[data-app-ready], set by app.tsx); on a slow phone that is a
 * second or more later. Until then the catcher holds each press of a button (or [role=button]) in
 * #root, and each form's submit: the default is prevented, the button shows that it is getting
 * ready (aria-busy and a small spinner), and once the app is ready the last one held is pressed
 * again, once. This is the "event replay" of Google's jsaction and Qwik: React 19 replays events
 * itself only once hydration has started. Links, and forms with an action of their own (the
 * search), are left alone: they work without the app already. So is a button that names a page
 * doing the same as its dialog (PAGE_BEFORE_READY_ATTRIBUTE: New Post, Share Your Story): pressed
 * before the app is ready it leads to that page, drawn by the server, rather than waiting. A button
 * that names the field it leads to (FIELD_BEFORE_READY_ATTRIBUTE: a reply's Reply) puts the caret
 * in that field at once, so the person can start writing, and is still held for the app to finish
 * what it does (the "Answering" line).
 *
 * It is plain ES5 text, not a module: it must run before the page's own script, from the HTML,
 * and the Content-Security-Policy allows it by its hash (server/middleware/security-headers.ts).
 * Any change to it changes the hash, which the server computes from this very text.
 */

/** The class a held button wears until the app is ready; styled by EARLY_CLICKS_STYLE. */
export const GETTING_READY_CLASS = "app-getting-ready";

/** On a button: the address of a page that does what its dialog does, for a press before the app is ready. */
export const PAGE_BEFORE_READY_ATTRIBUTE = "data-page-before-ready";

/** On a button: the id of the field it leads to, focused at once when pressed before the app is ready. */
export const FIELD_BEFORE_READY_ATTRIBUTE = "data-field-before-ready";

/**
 * The catcher. The held element is remembered as the node itself, and by its text and its place
 * among the buttons with that text, to find it again should the app have drawn a new node.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var html = document.documentElement;
  var CONTROL = "button,[role=button]";
  var held = null;
  var heldKey = "";
  var isReady = function () { return html.hasAttribute("data-app-ready"); };
  var textOf = function (element) { return (element.textContent || "").trim(); };
  var controls = function () { var root = document.getElementById("root"); return root ? root.querySelectorAll(CONTROL) : []; };
  var keyOf = function (element) {
    var text = textOf(element), place = 0, all = controls();
    for (var i = 0; i < all.length && all[i] !== element; i++) if (textOf(all[i]) === text) place++;
    return place + "|" + text;
  };
  var release = function (element) {
    element.removeAttribute("aria-busy");
    element.classList.remove("${GETTING_READY_CLASS}");
  };
  var busy = function (element) {
    element.setAttribute("aria-busy", "true");
    element.classList.add("${GETTING_READY_CLASS}");
  };
  var hold = function (event) {
    if (isReady() || !(event.target instanceof Element)) return;
    var isSubmit = event.type === "submit";
    var element = event.target.closest(isSubmit ? "form" : CONTROL);
    if (!element || element.matches("a[href]") || !element.closest("#root")) return;
    // A form with its own action (the site search's GET) works without the app, as a link does.
    var form = isSubmit ? element : element.type === "submit" ? element.form : null;
    if (form && form.hasAttribute("action")) return;
    event.preventDefault();
    event.stopPropagation();
    // A button with a page of its own goes there now, as a link would; it is not pressed again.
    var page = isSubmit ? null : element.getAttribute("${PAGE_BEFORE_READY_ATTRIBUTE}");
    if (page) {
      busy(element);
      window.location.assign(page);
      return;
    }
    if (isSubmit && event.submitter) element = event.submitter;
    // A button that leads to a field: the caret goes there now (what is typed is kept); the press waits.
    var field = isSubmit ? null : document.getElementById(element.getAttribute("${FIELD_BEFORE_READY_ATTRIBUTE}") || "");
    if (field) field.focus();
    if (held) release(held);
    held = element;
    heldKey = keyOf(element);
    busy(element);
  };
  var find = function () {
    if (held.isConnected) return held;
    var all = controls();
    for (var i = 0; i < all.length; i++) if (keyOf(all[i]) === heldKey) return all[i];
    return null;
  };
  var replay = function () {
    if (!isReady()) return;
    observer.disconnect();
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    if (!held) return;
    release(held);
    var element = find();
    held = null;
    if (!element) return;
    if (element.tagName === "FORM") element.requestSubmit();
    else element.click();
  };
  var observer = new MutationObserver(replay);
  // Back to this page from the one a button led to (kept whole by the browser): that button is free again.
  window.addEventListener("pageshow", function (event) {
    if (!event.persisted) return;
    var marked = document.querySelectorAll("[${PAGE_BEFORE_READY_ATTRIBUTE}][aria-busy]");
    for (var i = 0; i < marked.length; i++) release(marked[i]);
  });
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  observer.observe(html, { attributes: true, attributeFilter: ["data-app-ready"] });
})();`;

/** A held button: a little faded, with a small turning ring after its label (still, for reduced motion). */
export const EARLY_CLICKS_STYLE = `.${GETTING_READY_CLASS}{cursor:progress;opacity:.8}
.${GETTING_READY_CLASS}::after{content:"";display:inline-block;flex:none;width:.9em;height:.9em;margin-inline-start:.5em;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;vertical-align:-.125em;animation:${GETTING_READY_CLASS} .8s linear infinite}
@keyframes ${GETTING_READY_CLASS}{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.${GETTING_READY_CLASS}::after{animation:none;border-inline-end-color:currentColor;opacity:.5}}`;

/**
 * Puts a rendered page into index.html: its head tags in place of the shell's title and
 * description, its markup between the app markers of `<div id="root">`, and its data in a JSON
 * script the browser reads but never runs (the CSP allows no inline script).
 */
import type { RenderedPage } from "../../client/src/entry-server";
import { SERVER_DATA_ELEMENT_ID } from "../../client/src/lib/server-data";

/** Everything inside #root, the shell's header and the space around the markers included: React hydrates exactly its own markup. */
const APP_MARKUP = /(<div id="root">)\s*<!--app-->[\s\S]*?<!--\/app-->\s*(<\/div>)/;
const SHELL_HEAD_TAGS = [/<title>[^<]*<\/title>\s*/, /<meta\s+name="description"[^>]*>\s*/];

/** The template around a page's three parts: before its head tags, before its markup, before its data, and after. */
type TemplateParts = readonly [string, string, string, string];

/**
 * Each template split once: a page is then joined from its parts in one pass, where replacing in
 * the whole page copied and searched its markup (a thread's is 100 KB and more) once per part.
 * The built client has a few templates, read at start; the bound is for development, where each
 * request may bring a new one.
 */
const splitTemplates = new Map<string, TemplateParts>();
const MAX_KEPT_TEMPLATES = 32;

export function fillPageTemplate(
  template: string,
  page: Pick<RenderedPage, "html" | "headHtml" | "stateJson">,
): string {
  const [beforeHead, beforeMarkup, beforeData, afterData] = partsOf(template);
  const data = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${page.stateJson}</script>`;
  return `${beforeHead}${page.headHtml}\n  ${beforeMarkup}${page.html}${beforeData}${data}\n  ${afterData}`;
}

function partsOf(template: string): TemplateParts {
  let parts = splitTemplates.get(template);
  if (!parts) {
    parts = split(template);
    if (splitTemplates.size >= MAX_KEPT_TEMPLATES) splitTemplates.clear();
    splitTemplates.set(template, parts);
  }
  return parts;
}

/** The template without the shell's head tags, cut where the head tags, the markup and the data go. */
function split(template: string): TemplateParts {
  let html = template;
  for (const tag of SHELL_HEAD_TAGS) html = html.replace(tag, "");
  const app = APP_MARKUP.exec(html);
  const head = html.indexOf("</head>");
  const body = html.indexOf("</body>");
  if (!app) throw new Error("index.html has no <!--app--> … <!--/app--> markers in #root");
  const [markup, open = "", close = ""] = app;
  const markupEnd = app.index + markup.length;
  if (head < 0 || head > app.index || body < markupEnd)
    throw new Error("index.html needs </head> before #root and </body> after it");
  return [
    html.slice(0, head),
    `${html.slice(head, app.index)}${open}`,
    `${close}${html.slice(markupEnd, body)}`,
    html.slice(body),
  ];
}

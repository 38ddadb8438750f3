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

export function fillPageTemplate(
  template: string,
  page: Pick<RenderedPage, "html" | "headHtml" | "stateJson">,
): string {
  if (!APP_MARKUP.test(template)) throw new Error("index.html has no <!--app--> … <!--/app--> markers in #root");
  let html = template;
  for (const tag of SHELL_HEAD_TAGS) html = html.replace(tag, "");
  const data = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${page.stateJson}</script>`;
  // Functions as replacements: a "$&" in the page's text must stay text.
  return html
    .replace("</head>", () => `${page.headHtml}\n  </head>`)
    .replace(APP_MARKUP, (_match, open: string, close: string) => `${open}${page.html}${close}`)
    .replace("</body>", () => `${data}\n  </body>`);
}

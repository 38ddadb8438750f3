/**
 * The calm offline page (offline.html, written into the build by vite.config.ts and precached by the
 * worker): shown for a page that is not kept on this phone when there is no network. It carries
 * every country's helplines from shared/safety/helplines.ts, so it never goes out of date with
 * them; client/public/offline-page.js then shows the person's country first, as /crisis would
 * (their choice there, else their browser's language), and folds the others away. Without that
 * script every country shows. Plain HTML and inline styles: it needs nothing else to draw. It
 * carries index.html's pre-paint script too (allowed by the same hash), so a person's chosen theme
 * and text size hold offline as well.
 *
 * Imported by vite.config.ts as it loads, where the `@shared` alias does not exist yet: the
 * import below is relative.
 */
import { APPEARANCE_SCRIPT } from "../../../shared/appearance-script.ts";
import {
  EMERGENCY_ADVICE,
  HELPLINE_COUNTRIES,
  helplinesFor,
  verifiedMonth,
  type Helpline,
} from "../../../shared/safety/helplines.ts";

export const OFFLINE_PAGE_FILE = "offline.html";
/** The section for somewhere we list no lines of our own. */
export const OTHER_COUNTRY_SECTION = "other";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function lineHtml(line: Helpline): string {
  const links = line.links
    .map((link) => {
      const leaves = link.href.startsWith("https:") ? ' target="_blank" rel="noopener noreferrer"' : "";
      return `<a class="button" href="${escapeHtml(link.href)}"${leaves}>${escapeHtml(link.label)}</a>`;
    })
    .join("");
  const note = line.note ? ` <span class="muted">(${escapeHtml(line.note)})</span>` : "";
  return `<li class="line"><p class="name">${escapeHtml(line.name)}</p><p>${escapeHtml(line.contact)}${note}</p><p class="muted small">${escapeHtml(line.hours)} · Last checked ${verifiedMonth(line.lastVerified)}</p><p class="links">${links}</p></li>`;
}

function listHtml(title: string, lines: Helpline[]): string {
  if (lines.length === 0) return "";
  return `<h3>${escapeHtml(title)}</h3><ul>${lines.map(lineHtml).join("")}</ul>`;
}

function countrySection(code: string, label: string): string {
  const lines = helplinesFor(code === OTHER_COUNTRY_SECTION ? null : code);
  const emergency =
    lines.emergency.length > 0
      ? listHtml("In an emergency", lines.emergency)
      : `<p class="advice">${escapeHtml(EMERGENCY_ADVICE)}</p>`;
  return `<section class="country" data-country="${code}" aria-labelledby="country-${code}">
<h2 id="country-${code}">${escapeHtml(label)}</h2>
${emergency}
${listHtml("Someone to talk to, any time", lines.crisis)}
${listHtml(lines.crisis.length > 0 ? "Anywhere else in the world" : "Find a helpline near you", lines.directory)}
</section>`;
}

const STYLES = `
:root { color-scheme: light; --canvas: #fdfcf8; --ink: #1f2a30; --muted: #4b5a62; --brand: #0f5f58; --line: #d6f1ec; --card: #fff; }
:root[data-theme="dark"] { color-scheme: dark; --canvas: #11181b; --ink: #e4ebe9; --muted: #a3b3b8; --brand: #7fd6c9; --line: #24363a; --card: #172125; }
@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { color-scheme: dark; --canvas: #11181b; --ink: #e4ebe9; --muted: #a3b3b8; --brand: #7fd6c9; --line: #24363a; --card: #172125; } }
:root[data-text-size="smaller"] { font-size: 87.5%; }
:root[data-text-size="larger"] { font-size: 112.5%; }
:root[data-text-size="largest"] { font-size: 125%; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--canvas); color: var(--ink); font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; }
header { display: flex; align-items: center; gap: .5rem; padding: 1rem; border-bottom: 1px solid var(--line); font-weight: 600; font-size: 1.25rem; color: var(--brand); }
main { max-width: 42rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 .75rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
p { margin: .25rem 0; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
.line { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: 1rem; }
.name { font-weight: 600; }
.muted { color: var(--muted); }
.small { font-size: .875rem; }
.links { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .75rem; }
.button { display: inline-flex; align-items: center; min-height: 2.75rem; padding: .5rem 1rem; border-radius: .5rem; border: 1px solid var(--brand); color: var(--brand); font-weight: 500; text-decoration: none; }
.button.primary { background: var(--brand); color: var(--canvas); }
.advice { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: 1rem; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin: 1rem 0; }
a:focus-visible, summary:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
details { margin-top: 2rem; }
summary { cursor: pointer; font-weight: 600; padding: .625rem 0; }
`;

const PAW = `<svg aria-hidden="true" viewBox="0 0 64 64" width="32" height="32"><circle cx="32" cy="32" r="32" fill="#0f5f58"/><g fill="#fdfcf8"><ellipse cx="32" cy="40" rx="11" ry="9"/><circle cx="19" cy="27" r="5"/><circle cx="27" cy="19" r="5"/><circle cx="37" cy="19" r="5"/><circle cx="45" cy="27" r="5"/></g></svg>`;

/** offline.html's markup. */
export function renderOfflinePage(): string {
  const sections = [
    ...HELPLINE_COUNTRIES.map((country) => countrySection(country.value, country.label)),
    countrySection(OTHER_COUNTRY_SECTION, "Anywhere else"),
  ].join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<script>${APPEARANCE_SCRIPT}</script>
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="#0f5f58" />
<meta name="robots" content="noindex" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<title>You're offline · PawsWell</title>
<style>${STYLES}</style>
<script type="module" src="/offline-page.js"></script>
</head>
<body>
<header>${PAW}<span>PawsWell</span></header>
<main>
<h1>You're offline</h1>
<p>This page isn't saved on this phone yet. It will open as usual once you're connected again.</p>
<p class="muted">The help page, the community guidelines and the threads and stories you read last still open without a signal.</p>
<p class="actions"><a class="button primary" href="/crisis">Get help now</a><a class="button" href="/guidelines">Community guidelines</a><a class="button" href="">Try again</a></p>
<div id="helplines">
<h2 class="lead">Helplines, day and night</h2>
<p class="muted">Calling or texting needs only your phone's signal, not the internet.</p>
${sections}
</div>
</main>
</body>
</html>
`;
}

/**
 * The offline page's one script (offline.html: client/src/service-worker/offline-page.ts): shows
 * the person's country first, as /crisis does (their choice there, kept in this browser, else the
 * region of the browser's first language that names one, the rule of shared/safety/helplines.ts's
 * countryFromLocale), and folds the other countries into "Helplines in other countries". The
 * offline page's unit test holds this choice to countryFromLocale's.
 */

/** /crisis's kept choice (features/safety/use-helpline-country.ts: HELPLINE_COUNTRY_KEY). */
const HELPLINE_COUNTRY_KEY = "pawswell.helpline-country";
const OTHER = "other";

/** The section to show first, of `known` (the page's countries), from the kept choice and the browser's languages. */
export function chooseCountry(known, stored, languages) {
  if (stored === OTHER || known.includes(stored)) return stored;
  for (const language of languages ?? []) {
    const region = language
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part))
      ?.toUpperCase();
    if (!region) continue;
    const country = region === "UK" ? "GB" : region;
    return known.includes(country) ? country : OTHER;
  }
  return OTHER;
}

function storedChoice() {
  try {
    return localStorage.getItem(HELPLINE_COUNTRY_KEY);
  } catch {
    return null;
  }
}

function showOneCountry() {
  const container = document.getElementById("helplines");
  if (!container) return;
  const sections = [...container.querySelectorAll("section[data-country]")];
  const known = sections.map((section) => section.dataset.country).filter((code) => code !== OTHER);
  const chosen = chooseCountry(known, storedChoice(), navigator.languages);
  const others = document.createElement("details");
  const summary = document.createElement("summary");
  summary.textContent = "Helplines in other countries";
  others.append(summary);
  for (const section of sections) if (section.dataset.country !== chosen) others.append(section);
  container.append(others);
}

if (typeof document !== "undefined") showOneCountry();

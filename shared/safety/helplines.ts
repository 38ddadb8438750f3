/**
 * The helplines PawsWell shows on /crisis, in the support panel and after a post is held
 * (docs/safety.md#safety-on-a-bad-day, "Help one tap away"). Numbers change: each row carries the
 * month it was last checked, and the page says so. Nothing here is ever called or contacted by the
 * site; the links only help a person reach a line themselves.
 */

/** The countries with their own lines; anywhere else gets emergency advice and Find a Helpline. */
export const HELPLINE_COUNTRIES = [
  { value: "US", label: "United States" },
  { value: "CA", label: "Canada" },
  { value: "GB", label: "United Kingdom" },
  { value: "IE", label: "Ireland" },
  { value: "AU", label: "Australia" },
  { value: "NZ", label: "New Zealand" },
] as const;
export type HelplineCountry = (typeof HELPLINE_COUNTRIES)[number]["value"];

/** Emergency services first, then crisis lines, then (apart) support after losing a pet; a directory for everywhere. */
export type HelplineKind = "emergency" | "crisis" | "pet-loss" | "directory";

export interface HelplineLink {
  /** What the link says: "Call 988", "Text HOME to 741741". */
  label: string;
  href: string;
}

export interface Helpline {
  id: string;
  name: string;
  kind: HelplineKind;
  /** ISO 3166 codes; empty for a worldwide directory. */
  countries: readonly HelplineCountry[];
  /** How to reach it, in words, as the provider gives it. */
  contact: string;
  hours: string;
  /** A note on where it applies, when narrower than the country ("England"). */
  note?: string;
  /** Tap-to-call, tap-to-text and web links, in the order a person would try them. */
  links: readonly HelplineLink[];
  /** Year and month (YYYY-MM) the number and hours were last checked against the provider. */
  lastVerified: string;
}

const VERIFIED = "2026-11";

export const HELPLINES: readonly Helpline[] = [
  {
    id: "emergency-us-ca",
    name: "Emergency services",
    kind: "emergency",
    countries: ["US", "CA"],
    contact: "911",
    hours: "24/7",
    links: [{ label: "Call 911", href: "tel:911" }],
    lastVerified: VERIFIED,
  },
  {
    id: "emergency-gb",
    name: "Emergency services",
    kind: "emergency",
    countries: ["GB"],
    contact: "999 (or 112)",
    hours: "24/7",
    links: [
      { label: "Call 999", href: "tel:999" },
      { label: "Call 112", href: "tel:112" },
    ],
    lastVerified: VERIFIED,
  },
  {
    id: "emergency-ie",
    name: "Emergency services",
    kind: "emergency",
    countries: ["IE"],
    contact: "112 or 999",
    hours: "24/7",
    links: [
      { label: "Call 112", href: "tel:112" },
      { label: "Call 999", href: "tel:999" },
    ],
    lastVerified: VERIFIED,
  },
  {
    id: "emergency-au",
    name: "Emergency services",
    kind: "emergency",
    countries: ["AU"],
    contact: "000",
    hours: "24/7",
    links: [{ label: "Call 000", href: "tel:000" }],
    lastVerified: VERIFIED,
  },
  {
    id: "emergency-nz",
    name: "Emergency services",
    kind: "emergency",
    countries: ["NZ"],
    contact: "111",
    hours: "24/7",
    links: [{ label: "Call 111", href: "tel:111" }],
    lastVerified: VERIFIED,
  },
  {
    id: "988-lifeline-us",
    name: "988 Suicide & Crisis Lifeline",
    kind: "crisis",
    countries: ["US"],
    contact: "Call or text 988; chat at 988lifeline.org",
    hours: "24/7",
    links: [
      { label: "Call 988", href: "tel:988" },
      { label: "Text 988", href: "sms:988" },
      { label: "Chat at 988lifeline.org", href: "https://988lifeline.org" },
    ],
    lastVerified: VERIFIED,
  },
  {
    id: "crisis-text-line-us",
    name: "Crisis Text Line",
    kind: "crisis",
    countries: ["US"],
    contact: "Text HOME to 741741",
    hours: "24/7",
    links: [{ label: "Text HOME to 741741", href: "sms:741741?body=HOME" }],
    lastVerified: VERIFIED,
  },
  {
    id: "988-helpline-ca",
    name: "988 Suicide Crisis Helpline",
    kind: "crisis",
    countries: ["CA"],
    contact: "Call or text 988",
    hours: "24/7",
    links: [
      { label: "Call 988", href: "tel:988" },
      { label: "Text 988", href: "sms:988" },
    ],
    lastVerified: VERIFIED,
  },
  {
    id: "samaritans-gb-ie",
    name: "Samaritans",
    kind: "crisis",
    countries: ["GB", "IE"],
    contact: "Call 116 123 (free)",
    hours: "24/7",
    links: [{ label: "Call 116 123", href: "tel:116123" }],
    lastVerified: VERIFIED,
  },
  {
    id: "shout-gb",
    name: "Shout",
    kind: "crisis",
    countries: ["GB"],
    contact: "Text SHOUT to 85258",
    hours: "24/7",
    links: [{ label: "Text SHOUT to 85258", href: "sms:85258?body=SHOUT" }],
    lastVerified: VERIFIED,
  },
  {
    id: "nhs-111-gb",
    name: "NHS 111 (mental health option)",
    kind: "crisis",
    countries: ["GB"],
    contact: "Call 111",
    hours: "24/7",
    note: "England",
    links: [{ label: "Call 111", href: "tel:111" }],
    lastVerified: VERIFIED,
  },
  {
    id: "lifeline-au",
    name: "Lifeline",
    kind: "crisis",
    countries: ["AU"],
    contact: "Call 13 11 14",
    hours: "24/7",
    links: [{ label: "Call 13 11 14", href: "tel:131114" }],
    lastVerified: VERIFIED,
  },
  {
    id: "1737-nz",
    name: "Need to talk? 1737",
    kind: "crisis",
    countries: ["NZ"],
    contact: "Call or text 1737",
    hours: "24/7",
    links: [
      { label: "Call 1737", href: "tel:1737" },
      { label: "Text 1737", href: "sms:1737" },
    ],
    lastVerified: VERIFIED,
  },
  {
    id: "find-a-helpline",
    name: "Find a Helpline (ThroughLine)",
    kind: "directory",
    countries: [],
    contact: "findahelpline.com: free, confidential lines in about 130 countries",
    hours: "Depends on the line",
    links: [{ label: "Open findahelpline.com", href: "https://findahelpline.com" }],
    lastVerified: VERIFIED,
  },
  {
    id: "blue-cross-gb",
    name: "Blue Cross Pet Bereavement Support",
    kind: "pet-loss",
    countries: ["GB"],
    contact: "0800 096 6606; bluecross.org.uk/pet-bereavement-support",
    hours: "8:30–20:30 daily",
    links: [
      { label: "Call 0800 096 6606", href: "tel:08000966606" },
      { label: "Visit bluecross.org.uk", href: "https://www.bluecross.org.uk/pet-bereavement-support" },
    ],
    lastVerified: VERIFIED,
  },
  {
    id: "tufts-us",
    name: "Tufts Pet Loss Support",
    kind: "pet-loss",
    countries: ["US"],
    contact: "508-839-7966",
    hours: "See the provider for hours",
    links: [{ label: "Call 508-839-7966", href: "tel:+15088397966" }],
    lastVerified: VERIFIED,
  },
  {
    id: "wsu-us",
    name: "WSU Pet Loss Hotline",
    kind: "pet-loss",
    countries: ["US"],
    contact: "1-866-266-8635",
    hours: "See the provider for hours",
    links: [{ label: "Call 1-866-266-8635", href: "tel:+18662668635" }],
    lastVerified: VERIFIED,
  },
  {
    id: "lap-of-love-us",
    name: "Lap of Love Pet Loss Support",
    kind: "pet-loss",
    countries: ["US"],
    contact: "855-352-5683",
    hours: "See the provider for hours",
    links: [{ label: "Call 855-352-5683", href: "tel:+18553525683" }],
    lastVerified: VERIFIED,
  },
];

/** What to do where we list no emergency number of our own. */
export const EMERGENCY_ADVICE = "If you or someone else is in danger right now, call your local emergency number.";

export interface HelplinesForCountry {
  emergency: Helpline[];
  crisis: Helpline[];
  petLoss: Helpline[];
  /** Find a Helpline: shown everywhere, for other countries and other lines. */
  directory: Helpline[];
}

export function isHelplineCountry(value: string | null | undefined): value is HelplineCountry {
  return HELPLINE_COUNTRIES.some((country) => country.value === value);
}

/**
 * The lines for `country`, grouped in the order a person in trouble needs them. For a country we
 * have no lines for (or none chosen), only the directory: the page then gives EMERGENCY_ADVICE.
 */
export function helplinesFor(country: string | null): HelplinesForCountry {
  const known = isHelplineCountry(country) ? country : null;
  const of = (kind: HelplineKind) =>
    HELPLINES.filter((line) => line.kind === kind && known !== null && line.countries.includes(known));
  return {
    emergency: of("emergency"),
    crisis: of("crisis"),
    petLoss: of("pet-loss"),
    directory: HELPLINES.filter((line) => line.kind === "directory"),
  };
}

/**
 * The country of the first of the browser's languages that names a region ("en-GB" → GB,
 * "en-US" → US), when we list lines for it; null otherwise ("en" alone says nothing about where
 * someone is, and "fr-FR" must not fall through to a later "en-GB": France is not the UK).
 */
export function countryFromLocale(languages: readonly string[] | null | undefined): HelplineCountry | null {
  for (const language of languages ?? []) {
    const region = language
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part))
      ?.toUpperCase();
    if (!region) continue;
    const country = region === "UK" ? "GB" : region;
    return isHelplineCountry(country) ? country : null;
  }
  return null;
}

/** "November 2026" from "2026-11": how the page says when a line was last checked. */
export function verifiedMonth(lastVerified: string): string {
  const [year, month] = lastVerified.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1)).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

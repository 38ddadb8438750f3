/**
 * A group's contact info is one line of free text ("Call Sam on 0161 496 0000 or sam@example.org").
 * This finds the e-mail addresses and phone numbers in it, so each can be a tappable link and the
 * rest stays plain text.
 */

export type ContactPart =
  | { kind: "text"; text: string }
  | { kind: "email"; text: string; href: string }
  | { kind: "phone"; text: string; href: string };

// The domain ends in letters, so a full stop after an address stays text.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// Digits with single spaces, hyphens or brackets between them, maybe after a + or an opening
// bracket; never part of a longer word or number. Only spaces, not line breaks: two numbers on two
// lines stay two numbers.
const PHONE = /(?<![\p{L}\p{N}+])(?:\+|\()?\p{N}(?:[ ()-]{0,2}\p{N})*(?![\p{L}\p{N}])/gu;
const MIN_PHONE_DIGITS = 7;
// The longest number the international plan allows (E.164).
const MAX_PHONE_DIGITS = 15;

/** The `tel:` address of a phone number as written: its digits, with its leading + if it has one. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}

/** A bracket the number does not close belongs to the text around it: "(call 555 0100)". */
function withoutUnmatchedBracket(match: string): string {
  const opens = match.split("(").length - 1;
  const closes = match.split(")").length - 1;
  return match.startsWith("(") && opens > closes ? match.slice(1) : match;
}

function phoneParts(text: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let at = 0;
  for (const match of text.matchAll(PHONE)) {
    const phone = withoutUnmatchedBracket(match[0]);
    const start = match.index + (match[0].length - phone.length);
    const digits = phone.replace(/\D/g, "").length;
    if (digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS) continue;
    if (start > at) parts.push({ kind: "text", text: text.slice(at, start) });
    parts.push({ kind: "phone", text: phone, href: telHref(phone) });
    at = start + phone.length;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

/** `contactInfo` cut into text, e-mail addresses (mailto:) and phone numbers (tel:), in order. */
export function contactParts(contactInfo: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let at = 0;
  for (const match of contactInfo.matchAll(EMAIL)) {
    parts.push(...phoneParts(contactInfo.slice(at, match.index)));
    parts.push({ kind: "email", text: match[0], href: `mailto:${match[0]}` });
    at = match.index + match[0].length;
  }
  parts.push(...phoneParts(contactInfo.slice(at)));
  return parts;
}

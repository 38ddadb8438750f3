/**
 * Reads a raw RFC 822 message well enough for tests: the headers, the plain-text body decoded
 * from 7bit, quoted-printable or base64, and the links in it. Used for what the test SMTP server
 * receives and for the .eml files the file mailer writes.
 */

/** A received message as a test reads it. */
export interface ParsedMail {
  headers: Record<string, string>;
  to: string;
  from: string;
  subject: string;
  text: string;
  links: string[];
  raw: string;
}

/** Parses `raw`; headers are keyed in lower case, folded lines joined. */
export function parseMail(raw: string): ParsedMail {
  const normalised = raw.replace(/\r\n/g, "\n");
  const split = normalised.indexOf("\n\n");
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? "" : normalised.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return {
    headers,
    to: headers.to ?? "",
    from: headers.from ?? "",
    subject: headers.subject ?? "",
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    raw,
  };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * fast-check arbitraries for fuzzing the API: hostile strings, values of every JSON type, request
 * bodies built around an endpoint's valid body, raw query strings and path ids.
 */
import zlib from "node:zlib";
import fc from "fast-check";

/** The JSON body limit of createApp (express.json({ limit: "1mb" })). */
const BODY_LIMIT = 1024 * 1024;

/** Strings that break naive code: NUL, lone surrogates, RTL overrides, emoji, SQL and HTML. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDC00x",
  "x\uDBFF",
  "\u202Eevil\u202C",
  "\u200F\u05E9\u05DC\u05D5\u05DD",
  "\uFEFF",
  "👩‍👩‍👧‍👦🐕‍🦺",
  "\u0301\u0301\u0301",
  "\r\n\t\v\f",
  "' OR '1'='1",
  "'; drop table users; --",
  "\\",
  '"',
  "%00",
  "%s%n",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "null",
  "undefined",
  "NaN",
  "-0",
  "1e400",
  "9007199254740993",
  "0x10",
  "Infinity",
  "+275760-09-13T00:00:00.001Z",
  "-271821-04-20T00:00:00.000Z",
  "0000-00-00",
  "2026-02-30",
  "00000000-0000-0000-0000-000000000000",
  "__proto__",
  "constructor",
  "prototype",
  "javascript:alert(1)",
  "http://",
  "https://example.com/" + "a".repeat(3000),
];

/** One UTF-16 code unit of any value, so lone surrogates and control characters appear. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Short strings mixing every kind of character with the nasty constants. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

/** Long strings: past every field limit, up to a little beyond the 1 MB body limit. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("a", "é", "😀", "\u0000", "<", "'"), fc.integer({ min: 200, max: BODY_LIMIT + 64 * 1024 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Numbers a schema may not expect: out of range, fractional, negative zero, huge. */
const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
    2000,
    2100,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any value a JSON field could hold, weighted towards the ones that break validation. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: oddNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(nastyString, { maxLength: 5 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** Raw JSON text that JavaScript object literals cannot express: prototype keys, big numbers, depth. */
function rawJsonVariants(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = JSON.stringify(valid).slice(1, -1);
  const comma = fields ? "," : "";
  return fc.constantFrom(
    `{"__proto__":{"role":"moderator","isAdmin":true}${comma}${fields}}`,
    `{"constructor":{"prototype":{"role":"moderator"}}${comma}${fields}}`,
    `{${fields}${comma}"__proto__":null}`,
    `{"prototype":{"polluted":1}${comma}${fields}}`,
    `{${fields}${comma}"year":123456789012345678901234567890}`,
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${"}".repeat(2000)}}`,
    `{${fields}`,
    `{${fields}}}`,
    "",
    "null",
    '"just a string"',
    "12",
    "[]",
    "{'single':'quotes'}",
    "\uFEFF{}",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  );
}

/** `valid` with some keys replaced by hostile values and perhaps extra keys added. */
function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  return fc
    .tuple(
      fc.subarray(keys, { minLength: keys.length > 0 ? 1 : 0 }),
      fc.array(anyValue, { minLength: keys.length, maxLength: keys.length }),
      fc.dictionary(fc.oneof(nastyString, fc.constantFrom("id", "userId", "role", "authorId", "createdAt")), anyValue, {
        maxKeys: 3,
      }),
    )
    .map(([chosen, values, extra]) => {
      const body: Record<string, unknown> = { ...extra, ...valid };
      chosen.forEach((key, i) => (body[key] = values[i]));
      return body;
    });
}

/** `valid` with every string field replaced by a nasty string: these often pass validation and get stored. */
function nastyTextBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const textKeys = Object.keys(valid).filter((key) => typeof valid[key] === "string");
  return fc.array(nastyString, { minLength: textKeys.length, maxLength: textKeys.length }).map((values) => {
    const body = { ...valid };
    textKeys.forEach((key, i) => (body[key] = `${String(valid[key]).slice(0, 1)}${values[i]}`));
    return body;
  });
}

/** A request body as sent on the wire: its text and its Content-Type. */
export interface RawBody {
  contentType: string;
  text: string | Buffer;
  contentEncoding?: string;
}

const COMPRESS: Record<string, ((text: string) => Buffer) | undefined> = {
  gzip: (text) => zlib.gzipSync(text),
  deflate: (text) => zlib.deflateSync(text),
  br: (text) => zlib.brotliCompressSync(text),
};

/** The same JSON compressed as its Content-Encoding says, or sent as-is under a compressed label (corrupt). */
function encodedBody(json: fc.Arbitrary<string>): fc.Arbitrary<RawBody> {
  return fc
    .tuple(fc.constantFrom("gzip", "deflate", "br", "identity", "x-unknown", "gzip, br"), json, fc.boolean())
    .map(([contentEncoding, text, isCompressed]) => {
      const compress = COMPRESS[contentEncoding];
      return {
        contentType: "application/json",
        contentEncoding,
        text: isCompressed && compress ? compress(text) : text,
      };
    });
}

const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=utf-16",
  "application/json; charset=koi8-r",
  "application/json; charset=nonsense",
  "application/merge-patch+json",
  "application/xml",
  "image/png",
  "application/json, text/plain",
];

/**
 * Bodies for an endpoint whose valid body is `valid`: arbitrary JSON, the right keys with wrong
 * values, nasty text in the right places, raw JSON tricks, the wrong Content-Type, and compressed
 * or corrupt Content-Encoding.
 */
export function bodyFor(valid: Record<string, unknown>): fc.Arbitrary<RawBody> {
  const keys = Object.keys(valid);
  const json = fc.oneof(
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: mutatedBody(valid).map((value) => JSON.stringify(value)), weight: 4 },
    { arbitrary: nastyTextBody(valid).map((value) => JSON.stringify(value)), weight: 2 },
    {
      arbitrary: fc
        .record(Object.fromEntries(keys.map((key) => [key, anyValue])))
        .map((value) => JSON.stringify(value)),
      weight: 2,
    },
    { arbitrary: fc.array(mutatedBody(valid), { maxLength: 3 }).map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: rawJsonVariants(valid), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: json.map((text) => ({ contentType: "application/json", text })), weight: 8 },
    { arbitrary: json.map((text) => ({ contentType: "application/json; charset=utf-8", text })), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), json)
        .map(([contentType, text]) => ({ contentType, text })),
      weight: 2,
    },
    { arbitrary: encodedBody(json), weight: 1 },
  );
}

/** Percent-encodes the UTF-8 bytes of `value` (lone surrogates become U+FFFD, as a browser sends them). */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** Query text that is not even well-formed percent-encoding. */
const rawQueryJunk = fc.constantFrom("%", "%Z", "%FF", "%C0%80", "%ED%A0%80", "+", "=", "&", "[]", "[0]", "%00");

/** Cursors: garbage, base64url of almost-valid cursors, and cursors for impossible dates. */
export const cursorGarbage: fc.Arbitrary<string> = fc.oneof(
  nastyString,
  fc.base64String({ maxLength: 80 }),
  fc
    .tuple(
      fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        nastyString,
        fc.constantFrom("+275760-09-13T00:00:00.000Z", "0000-01-01T00:00:00.000Z"),
      ),
      fc.oneof(fc.uuid(), nastyString),
      fc.option(nastyString, { nil: undefined }),
    )
    .map(([iso, id, extra]) =>
      Buffer.from(extra === undefined ? `${iso}|${id}` : `${iso}|${id}|${extra}`).toString("base64url"),
    ),
  fc.constant("x".repeat(201)),
);

/** A value for a query parameter: numbers out of range, nasty strings, huge strings. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  nastyString,
  oddNumber.map(String),
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.string({ maxLength: 3000 }),
);

/** A query string over `params` (each with its own value arbitrary): repeated keys, unknown keys, junk. */
export function queryStringFor(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const known = Object.entries(params).map(([key, value]) =>
    fc.array(value, { maxLength: 3 }).map((values) => values.map((v) => `${key}=${percentEncode(v)}`)),
  );
  const unknown = fc.array(
    fc.tuple(nastyString, queryValue).map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...known), unknown, fc.array(rawQueryJunk, { maxLength: 3 }))
    .chain(([knownParts, unknownParts, junk]) =>
      fc.shuffledSubarray([...knownParts.flat(), ...unknownParts, ...junk], { minLength: 0 }),
    )
    .map((parts) => parts.join("&"));
}

/** A path segment where an id belongs: real-looking UUIDs, almost-UUIDs and garbage, encoded. */
export const idSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.constantFrom(
    "00000000-0000-0000-0000-000000000000",
    "00000000-0000-4000-8000-000000000000",
    "guest-user",
    "1",
    "0",
    "-1",
    "null",
  ),
  rawQueryJunk,
  nastyString.filter((value) => value !== "" && value !== "." && value !== "..").map(percentEncode),
);

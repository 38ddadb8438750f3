/**
 * A strict XML parser for tests of what the server writes as XML (sitemaps, feeds): jsdom's
 * DOMParser, whose XML side is saxes, a conformant XML 1.0 and Namespaces parser. A document that
 * is not well-formed (a stray "<", a character XML cannot carry, an unbound prefix) fails the test.
 */
import { createRequire } from "node:module";

// jsdom ships no types of its own; the DOM's DOMParser type describes what it gives.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};
const { DOMParser: XmlParser } = new JSDOM().window;

/** `text` parsed as XML; throws with the parser's message when it is not well-formed. */
export function parseXml(text: string): Document {
  const document = new XmlParser().parseFromString(text, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}\n${text.slice(0, 500)}`);
  return document;
}

/** The element children of `parent` named `name` in namespace `namespace` (null: no namespace). */
export function childrenNamed(parent: Element, namespace: string | null, name: string): Element[] {
  return Array.from(parent.children).filter((child) => child.namespaceURI === namespace && child.localName === name);
}

/** The text of `parent`'s only child `name` in `namespace`; fails when there is not exactly one. */
export function onlyChildText(parent: Element, namespace: string | null, name: string): string {
  const found = childrenNamed(parent, namespace, name);
  if (found.length !== 1) throw new Error(`<${parent.localName}> has ${found.length} <${name}>, not one`);
  return found[0]!.textContent ?? "";
}

/** A W3C datetime as sitemaps' lastmod and Atom's dates use it (with seconds, and a zone). */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** An RFC 822 date-time as RSS writes it (four-digit year): "Sun, 01 Mar 2026 12:00:00 GMT". */
export const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

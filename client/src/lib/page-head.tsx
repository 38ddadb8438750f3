/**
 * A page's head from React (docs/decisions.md#server-rendered-pages). Each page renders one
 * <PageHead>: on the server it tells the renderer the page's head (HeadCollectorContext), which
 * writes it into the HTML; in the browser it replaces the head's tags as the reader moves from page
 * to page. The tags themselves are made in one place, lib/page-head-tags.ts.
 */
import { createContext, useContext, useEffect } from "react";
import { headTags, PAGE_HEAD_ATTRIBUTE, type HeadTag, type PageHeadData } from "./page-head-tags";

/** Provided by the server while it renders: PageHead hands it the page's head. Null in the browser. */
export const HeadCollectorContext = createContext<((head: PageHeadData) => void) | null>(null);

/**
 * What a new page's tags replace: the last page's (data-page-head: the server's too, after
 * hydration) and a title or description the HTML shell had without it, so each stays one.
 */
const REPLACED = `[${PAGE_HEAD_ATTRIBUTE}], title, meta[name="description"]`;

function elementOf({ tag, attrs, text }: HeadTag): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Puts `tags` in the document's head in place of the previous page's. */
function replaceHeadTags(tags: HeadTag[]): void {
  document.head.querySelectorAll(REPLACED).forEach((element) => element.remove());
  document.head.append(...tags.map(elementOf));
  const title = tags.find((tag) => tag.tag === "title")?.text;
  if (title !== undefined) document.title = title;
}

/**
 * A page's head. Renders nothing. On the server it reports to the collector during render (the
 * last one rendered wins); in the browser an effect replaces the document's data-page-head tags
 * (and document.title) with this page's. One per page: a page's states (loading, not found, the
 * item) each give theirs through the same element.
 */
export function PageHead(props: PageHeadData): null {
  const collect = useContext(HeadCollectorContext);
  collect?.(props);
  // Compared as text, so a re-render with equal data (a new object) leaves the head alone.
  const signature = JSON.stringify(props);
  useEffect(() => {
    replaceHeadTags(headTags(JSON.parse(signature) as PageHeadData, window.location.origin));
  }, [signature]);
  return null;
}

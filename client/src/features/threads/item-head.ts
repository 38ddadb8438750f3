/**
 * What an item's page says of it in its head: the description link previews and search results
 * show. An item's own words, unless it carries a content warning: a preview in a chat or a search
 * result would show them with no warning to choose by.
 */
import { PRODUCT_NAME } from "@shared/constants";

export function itemDescription(item: { contentWarnings: string[] }, text: string, noun: string): string {
  return item.contentWarnings.length > 0
    ? `A ${noun} on ${PRODUCT_NAME} with a content warning: open it to choose whether to read it.`
    : text;
}

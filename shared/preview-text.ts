/** The previews' cut, shared so a list the server cuts reads exactly as one the browser cuts. */
/**
 * Cuts text to `length` characters and adds '...' when anything was cut (the spec's previews).
 * Whitespace at the cut is dropped: in a card that keeps line breaks, a cut just after a paragraph
 * break left the ellipsis alone on a line under a blank one.
 */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

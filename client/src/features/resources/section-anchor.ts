/** The id of a section on /resources, which the jump list's links point at. */
export function sectionAnchor(category: string): string {
  return `resources-${category}`;
}

/** The URL of one section's own view, every resource in it with Load more. */
export function sectionPath(category: string): string {
  return `/resources?${new URLSearchParams({ category })}`;
}

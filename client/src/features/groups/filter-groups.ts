/** The groups matching a location search (case-insensitive, anywhere in the text) and a type ('all' for any). */
export function filterGroups<G extends { location: string; type: string }>(
  groups: G[],
  location: string,
  type: string,
): G[] {
  const needle = location.trim().toLowerCase();
  return groups.filter(
    (group) =>
      (needle === "" || group.location.toLowerCase().includes(needle)) && (type === "all" || group.type === type),
  );
}

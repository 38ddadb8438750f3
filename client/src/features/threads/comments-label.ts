import { formatCount } from "@shared/format-count";

/** How a card invites to an item's comments: "Comment", "1 comment", "4 comments". */
export function commentsLabel(count: number): string {
  if (count === 0) return "Comment";
  return count === 1 ? "1 comment" : `${formatCount(count)} comments`;
}

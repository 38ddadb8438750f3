/** How notifications name each kind of item, and where a list of each kind lives. */
import type { ReportableType } from "@shared/safety/moderation";

/** How a moderator's notification names each kind of item ("hid one of your discussions"). */
export const ITEM_PLURALS: Record<ReportableType, string> = {
  post: "discussions",
  reply: "replies",
  story: "stories",
  photo: "photos",
  group: "groups",
};

/** Where a list of each kind lives: where a deleted item's notification leads. */
export const LIST_URLS: Record<Exclude<ReportableType, "reply">, string> = {
  post: "/community",
  story: "/stories",
  photo: "/pets-social",
  group: "/groups",
};

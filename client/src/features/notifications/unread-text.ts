import { UNREAD_COUNT_SHOWN_UP_TO } from "@shared/constants";

/** An unread count as the bell and the list say it: "3", or "99+" past what is counted. */
export function unreadText(unread: number): string {
  return unread > UNREAD_COUNT_SHOWN_UP_TO ? `${UNREAD_COUNT_SHOWN_UP_TO}+` : String(unread);
}

/**
 * The words of the mails notices send: one notice as it happens, or a day's notices in a digest.
 * Links are built on `siteUrl`; with none (no public address configured) they are the site's own
 * paths, which a member can still follow from a signed-in browser.
 */
import type { NotificationRow } from "../repositories/notifications.repository";
import { toNotificationView } from "./notification-views";

const SUBJECT_MAX = 120;
const SETTINGS_PATH = "/settings";
const WHY =
  "You get this because of your notification choice in your PawsWell settings; you can change it, or take a break, at any time:";

/** `path` on `siteUrl` ("https://pawswell.example" + "/community/1"), or the path alone without one. */
export function siteLink(path: string, siteUrl = ""): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

function shortSubject(text: string): string {
  return text.length <= SUBJECT_MAX ? text : `${text.slice(0, SUBJECT_MAX - 1)}…`;
}

/** One notice, as it happens. */
export function noticeMail(row: NotificationRow, siteUrl = ""): { subject: string; text: string } {
  const { message } = toNotificationView(row);
  return {
    subject: shortSubject(`PawsWell: ${message}`),
    text: `${message}.\n\nRead it: ${siteLink(row.url, siteUrl)}\n\n${WHY} ${siteLink(SETTINGS_PATH, siteUrl)}\n`,
  };
}

/** A day's unread notices in one mail; `more` counts those left out of the list. */
export function digestMail(rows: NotificationRow[], more: number, siteUrl = ""): { subject: string; text: string } {
  const total = rows.length + more;
  const lines = rows.map((row) => `- ${toNotificationView(row).message}\n  ${siteLink(row.url, siteUrl)}`);
  if (more > 0) lines.push(`…and ${more} more: ${siteLink("/notifications", siteUrl)}`);
  return {
    subject: `PawsWell: ${total} new ${total === 1 ? "notification" : "notifications"} today`,
    text: `Here is what happened on PawsWell since your last digest.\n\n${lines.join("\n")}\n\n${WHY} ${siteLink(SETTINGS_PATH, siteUrl)}\n`,
  };
}

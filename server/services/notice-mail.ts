/**
 * The words of the mails notices send: one notice as it happens, or a day's notices in a digest.
 * Links are written with siteLink, which the mailer makes full addresses on PUBLIC_URL.
 */
import type { NotificationRow, ShownNotification } from "../repositories/notifications.repository";
import { siteLink } from "../mail/site-links";
import { toNotificationView } from "./notification-views";

const SUBJECT_MAX = 120;
const SETTINGS_PATH = "/settings";
const WHY =
  "You get this because of your notification choice in your PawsWell settings; you can change it, or take a break, at any time:";

function shortSubject(text: string): string {
  return text.length <= SUBJECT_MAX ? text : `${text.slice(0, SUBJECT_MAX - 1)}…`;
}

/** One notice, as it happens. */
export function noticeMail(row: NotificationRow): { subject: string; text: string } {
  const { message } = toNotificationView(row);
  return {
    subject: shortSubject(`PawsWell: ${message}`),
    text: `${message}.\n\nRead it: ${siteLink(row.url)}\n\n${WHY} ${siteLink(SETTINGS_PATH)}\n`,
  };
}

const CRISIS_WHY =
  "You get this because you are a PawsWell moderator and chose mail about crisis holds; you can turn it off in your settings:";

/**
 * A crisis hold's alert to a moderator: what kind of item, and where its case is, never its words
 * (a mail leaves the site; the queue is where they are read).
 */
export function crisisAlertMail(row: NotificationRow): { subject: string; text: string } {
  const { message } = toNotificationView(row);
  return {
    subject: shortSubject(`PawsWell: ${message}`),
    text:
      `${message}.\n\nOpen the case: ${siteLink(row.url)}\n\n` +
      "Nothing public shows it until a moderator publishes it; its author was shown helplines.\n\n" +
      `${CRISIS_WHY} ${siteLink(SETTINGS_PATH)}\n`,
  };
}

/** A day's unread notices in one mail; `more` counts those left out of the list. */
export function digestMail(rows: ShownNotification[], more: number): { subject: string; text: string } {
  const total = rows.length + more;
  const lines = rows.map((row) => `- ${toNotificationView(row).message}\n  ${siteLink(row.url)}`);
  if (more > 0) lines.push(`…and ${more} more: ${siteLink("/notifications")}`);
  return {
    subject: `PawsWell: ${total} new ${total === 1 ? "notification" : "notifications"} today`,
    text: `Here is what happened on PawsWell since your last digest.\n\n${lines.join("\n")}\n\n${WHY} ${siteLink(SETTINGS_PATH)}\n`,
  };
}

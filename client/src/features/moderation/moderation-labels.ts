/** How the queue and the audit log name things: priorities, item types, actions and waiting time. */
import { ITEM_KINDS, REPORTABLE_KINDS } from "@shared/item-kinds";
import {
  REPORT_REASONS,
  type CasePriority,
  type AuditedItemType,
  type ModerationActionName,
  type ReportableType,
} from "@shared/safety/moderation";

/** Calm colours: the order of the list says what is urgent; the badge names why, without alarm. */
export const PRIORITY_BADGES: Record<CasePriority, { label: string; className: string }> = {
  held: { label: "Held: crisis", className: "bg-amber-100 text-amber-900" },
  "at-risk": { label: "May be at risk", className: "bg-sky-100 text-sky-900" },
  reported: { label: "Reported", className: "bg-brand-100 text-brand-900" },
};

/** The item types as a moderator reads them in a row: what members write by the registry's labels. */
export const ITEM_TYPE_LABELS: Record<AuditedItemType, string> = {
  ...(Object.fromEntries(REPORTABLE_KINDS.map((kind) => [kind, ITEM_KINDS[kind].label])) as Record<
    ReportableType,
    string
  >),
  featured: "Featured item",
  blog: "Blog post",
  resource: "Resource",
  category: "Category",
  "member-of-the-month": "Member of the month",
  hero: "Hero",
  "contact-message": "Contact message",
};

/** What a line of the audit log says was done. */
export const ACTION_LABELS: Record<ModerationActionName, string> = {
  dismiss: "Dismissed the reports",
  hide: "Hid the item",
  restore: "Restored or published the item",
  delete: "Deleted the item",
  lock: "Locked the thread",
  warn: "Added a content warning",
  note: "Sent the author a note",
  suspend: "Suspended the member",
  "lift-suspension": "Lifted the suspension",
  claim: "Claimed the case",
  edit: "Edited",
  publish: "Published",
  schedule: "Scheduled",
  "send-newsletter": "Sent a newsletter issue",
  "handle-contact-message": "Marked handled",
};

export function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((option) => option.value === reason)?.label ?? reason;
}

const MINUTE = 60_000;

/** "waiting 2 h 10 min": how long a case has been open, to the minute. */
export function waitingTime(openedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(openedAt).getTime()) / MINUTE));
  if (minutes < 1) return "waiting less than a minute";
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return `waiting ${days} d${hours ? ` ${hours} h` : ""}`;
  if (hours > 0) return `waiting ${hours} h${rest ? ` ${rest} min` : ""}`;
  return `waiting ${rest} min`;
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 21, 2026, 3:05 PM": when something happened, to the minute. */
export function formatDateTime(value: string): string {
  return dateTimeFormat.format(new Date(value));
}

/** "Suspended until Nov 21, 2026, 3:05 PM" or "Suspended until a moderator lifts it". */
export function suspensionText(suspendedUntil: string | null): string {
  return suspendedUntil ? `Suspended until ${formatDateTime(suspendedUntil)}` : "Suspended until a moderator lifts it";
}

/**
 * What every page reads for a member beside its screen's own data (lib/route-loaders.ts): the
 * bell's unread count in the header, and their content-warning choices, which decide how each
 * warned item is drawn.
 */
import type { SessionUser } from "@shared/api";
import { warningSettingsQuery } from "@/features/content-warnings/use-warning-settings";
import { unreadCountQuery } from "@/features/notifications/hooks";
import type { LoaderQuery } from "@/lib/route-loaders";

export function memberQueries(member: SessionUser): LoaderQuery[] {
  return [unreadCountQuery(member.id), warningSettingsQuery(member.id)];
}

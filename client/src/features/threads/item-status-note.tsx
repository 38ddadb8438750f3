/**
 * What an item's moderation status says on its page and in a thread (docs/decisions.md#safety-first).
 * Held: only its author and moderators receive it, with support close at hand. Hidden: everyone else
 * reads "Hidden by a moderator" in its place; its author (and moderators) still read it, and why.
 */
import { Link } from "wouter";
import type { ItemStatus } from "@shared/api";
import { ITEM_PATHS } from "@shared/item-urls";
import { textLinkClasses } from "@/components/ui/text-link";
import { MemberAvatar } from "@/components/member-avatar";
import { useSessionUser } from "@/features/auth/use-session";
import { AnswerModeratorsForm } from "@/features/moderation/answer-moderators-form";
import { useIsModerator } from "@/features/moderation/hooks";
import type { ReportableType } from "@shared/safety/moderation";
import { ThreadAvatar, avatarOwnerOf } from "./thread-avatars";

export const HIDDEN_BY_MODERATOR = "Hidden by a moderator";

/** Whether the reader gets a hidden item's place but not its text (the server blanked it for them). */
export function isWithheld(item: Pick<ItemStatus, "status">, hasText: boolean): boolean {
  return item.status === "hidden" && !hasText;
}

/** The item a status note is about, so its author can answer the moderators from it. */
export interface AnswerAbout {
  itemType: ReportableType;
  itemId: string;
}

/**
 * Its author's way to answer the moderators: only the author and moderators see a held or hidden
 * item's note, and a moderator has nobody to answer.
 */
function AuthorAnswer({ about }: { about: AnswerAbout | undefined }) {
  const user = useSessionUser();
  const isModerator = useIsModerator();
  if (!about || !user || isModerator) return null;
  return (
    <div className="mt-3">
      <AnswerModeratorsForm itemType={about.itemType} itemId={about.itemId} />
    </div>
  );
}

/**
 * The note above an item its reader sees although it is held or hidden; nothing for a published
 * one. With `about`, its author may answer the moderators there.
 */
export function ItemStatusNote({
  item,
  about,
}: {
  item: Pick<ItemStatus, "status" | "hiddenReason">;
  about?: AnswerAbout;
}) {
  if (item.status === "held") {
    return (
      <div role="note" className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink">
        <p>A moderator will read this soon. Here is support now.</p>
        <Link href="/crisis" className="mt-2 inline-flex min-h-9 items-center font-medium text-brand-700 underline">
          Get help now
        </Link>
        <AuthorAnswer about={about} />
      </div>
    );
  }
  if (item.status === "hidden") {
    return (
      <div role="note" className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink">
        <p>{item.hiddenReason ? `${HIDDEN_BY_MODERATOR}: ${item.hiddenReason}` : HIDDEN_BY_MODERATOR}</p>
        <AuthorAnswer about={about} />
      </div>
    );
  }
  return null;
}

/** An item page's place for an item hidden from this reader: no title, no text (its head says HIDDEN_BY_MODERATOR). */
export function HiddenItem() {
  return <p className="rounded-xl bg-brand-50 p-4 italic text-muted">{HIDDEN_BY_MODERATOR}</p>;
}

/** An author's avatar sits on the first line of their name. */
const AVATAR_CLASSES = "-mt-0.5 mr-1.5";

/**
 * "A member" (or any author) with their avatar, and for moderators who really wrote an item posted
 * without a name. A member's name links to their page when the item says it may (`username`: never for a guest or
 * an item posted as "A member"). In a thread (`isInThread`), the avatar's face is the thread's
 * once-drawn one (thread-avatars.tsx).
 */
export function AuthorName({
  author,
  postedBy,
  username = null,
  isInThread = false,
}: {
  author: string;
  postedBy: string | null;
  username?: string | null;
  isInThread?: boolean;
}) {
  const owner = avatarOwnerOf(author, username);
  return (
    <>
      {isInThread ? (
        <ThreadAvatar {...owner} className={AVATAR_CLASSES} />
      ) : (
        <MemberAvatar {...owner} size={24} className={AVATAR_CLASSES} />
      )}
      {username ? (
        <Link
          href={ITEM_PATHS.member(username)}
          className={textLinkClasses("font-medium text-brand-700 hover:underline")}
        >
          {author}
        </Link>
      ) : (
        author
      )}
      {postedBy && <span className="text-muted"> (posted by {postedBy})</span>}
    </>
  );
}

/**
 * A member's public page: who they are (name, when they joined) and what they wrote under their
 * name. Nothing private leaves: no id, role, email or suspension; and nothing posted as "A member".
 * A suspended member's page still shows: suspension stops writing, not being read. A member who
 * chose to hide their page (settings) is "not found" to everyone but themself and moderators, who
 * may need to see what someone wrote to look after the community; a link to their name leads to
 * the same "not found" as a name that was never taken, so it tells nobody the member is there.
 */
import { USERNAME_LIMITS } from "@shared/credentials";
import { MEMBER_NOT_FOUND, type memberProfileAnswer } from "@shared/contracts/members.contract";
import type { MemberList } from "@shared/members";
import type { StoryPreview } from "@shared/api";
import type { PetPhoto, Post } from "@shared/schema";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import type { Page } from "../lib/pagination";
import { petPhotosRepository } from "../repositories/pet-photos.repository";
import { postsRepository } from "../repositories/posts.repository";
import { storiesRepository } from "../repositories/stories.repository";
import type { ListOptions } from "../repositories/table-repository";
import { usersRepository } from "../repositories/users.repository";
import { accountSettingsRepository } from "../repositories/account-settings.repository";
import type { z } from "zod";

/** What each of a member's lists holds. */
interface MemberListItems {
  posts: Post;
  stories: StoryPreview;
  photos: PetPhoto;
}

// What a username may be (shared/credentials.ts); anything else names nobody, without a query.
const USERNAME = new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_LIMITS.min},${USERNAME_LIMITS.max}}$`);

/** The member page service over `db`. */
export function memberPagesService(db: Database) {
  const users = usersRepository(db);
  const lists: { [L in MemberList]: (userId: string, options: ListOptions) => Promise<Page<MemberListItems[L]>> } = {
    posts: postsRepository(db).listByMember,
    stories: storiesRepository(db).listByMember,
    photos: petPhotosRepository(db).listByMember,
  };

  const settings = accountSettingsRepository(db);

  async function memberNamed(username: string, viewer: Viewer | undefined) {
    const member = USERNAME.test(username) ? await users.findMember(username) : undefined;
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (viewer?.id !== member.id && viewer?.role !== "moderator" && !(await settings.find(member.id))?.memberPageShown)
      throw notFound(MEMBER_NOT_FOUND);
    return member;
  }

  return {
    async profile(username: string, viewer: Viewer | undefined): Promise<z.output<typeof memberProfileAnswer>> {
      const member = await memberNamed(username, viewer);
      return { username: member.username, joinedAt: member.createdAt };
    },

    /** One page of the member's `list`, newest first; 404 for an unknown member (or a hidden page). */
    async list<L extends MemberList>(
      username: string,
      list: L,
      options: ListOptions,
      viewer: Viewer | undefined,
    ): Promise<Page<MemberListItems[L]>> {
      return lists[list]((await memberNamed(username, viewer)).id, options);
    },
  };
}

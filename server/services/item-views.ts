/**
 * One item as its own page shows it (GET /api/posts/:id, /api/stories/:id, /api/pet-photos/:id,
 * /api/groups/:id): the public shape, its reactions with the asking member's own, and whether they
 * may change it.
 */
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { ItemStatus, MemberAuthor, PhotoView, PostView, StoryView } from "@shared/api";
import { isKeptOutOfSearchEngines } from "@shared/search-engines";
import type { Group } from "@shared/schema";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { groupsRepository } from "../repositories/groups.repository";
import { petPhotosRepository } from "../repositories/pet-photos.repository";
import { postsRepository } from "../repositories/posts.repository";
import { reactionsRepository, type ReactionTarget } from "../repositories/reactions.repository";
import { storiesRepository } from "../repositories/stories.repository";
import { withoutModeration } from "../repositories/table-repository";
import { canChange, type Viewer } from "../lib/viewer";
import { itemStatusFor, shownAuthor } from "./item-status";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The member page an item's author links to: a member writes under their own username (the
 * routes take it from the session); none for a guest's item or one posted as "A member".
 */
function memberAuthor(ownerId: string | null, name: string, anonymous = false): MemberAuthor {
  return { authorUsername: ownerId && !anonymous ? name : null };
}

/** The item view service over `db`. */
export function itemViewsService(db: Database) {
  /** Read beside the item (not after it), so a page waits for one round trip rather than two. */
  async function reactionsOf(target: ReactionTarget, id: string, viewer: Viewer | undefined) {
    return (await reactionsRepository(db).summaries(target, [id], viewer?.id)).get(id)!;
  }

  return {
    /**
     * A discussion; one its author removed keeps its place with no title or text. `noindex` is its
     * author's wish or its category's: a sensitive one keeps its pages out of search engines
     * (docs/decisions.md#search-engines-and-privacy), so the page's robots tag follows either.
     */
    async post(id: string, viewer: Viewer | undefined): Promise<PostView> {
      const [row, reactions] = await Promise.all([postsRepository(db).findById(id), reactionsOf("post", id, viewer)]);
      if (!row) throw notFound(itemNotFoundMessage("post"));
      const { authorId, ...post } = row;
      const { showText, ...status } = itemStatusFor(row, authorId, viewer, itemNotFoundMessage("post"));
      const removed = row.removedAt !== null;
      return {
        ...withoutModeration(post),
        ...status,
        author: shownAuthor(row),
        ...memberAuthor(authorId, row.author, row.anonymous),
        noindex: isKeptOutOfSearchEngines(row),
        title: removed || !showText ? "" : post.title,
        content: removed || !showText ? "" : post.content,
        createdAt: row.createdAt.toISOString(),
        editedAt: iso(row.editedAt),
        removedAt: iso(row.removedAt),
        lockedAt: iso(row.lockedAt),
        reactions,
        canEdit: !removed && canChange(viewer, authorId),
        canSeeRevisions: viewer?.role === "moderator",
      };
    },

    async story(id: string, viewer: Viewer | undefined): Promise<StoryView> {
      const [row, reactions] = await Promise.all([
        storiesRepository(db).findById(id),
        reactionsOf("story", id, viewer),
      ]);
      if (!row) throw notFound(itemNotFoundMessage("story"));
      const { userId, ...story } = row;
      const { showText, ...status } = itemStatusFor(row, userId, viewer, itemNotFoundMessage("story"));
      return {
        ...withoutModeration(story),
        ...status,
        author: shownAuthor(row),
        ...memberAuthor(userId, row.author, row.anonymous),
        title: showText ? story.title : "",
        content: showText ? story.content : "",
        isGuest: userId === null,
        createdAt: row.createdAt.toISOString(),
        editedAt: iso(row.editedAt),
        reactions,
        canEdit: canChange(viewer, userId),
        canSeeRevisions: viewer?.role === "moderator",
      };
    },

    async photo(id: string, viewer: Viewer | undefined): Promise<PhotoView> {
      const [row, reactions] = await Promise.all([
        petPhotosRepository(db).findById(id),
        reactionsOf("photo", id, viewer),
      ]);
      if (!row) throw notFound(itemNotFoundMessage("photo"));
      const { userId, ...photo } = row;
      const { showText, ...status } = itemStatusFor(row, userId, viewer, itemNotFoundMessage("photo"));
      return {
        ...withoutModeration(photo),
        ...status,
        ...memberAuthor(userId, row.ownerName),
        petName: showText ? photo.petName : "",
        description: showText ? photo.description : null,
        imageUrl: showText ? photo.imageUrl : "",
        isGuest: userId === null,
        createdAt: row.createdAt.toISOString(),
        editedAt: iso(row.editedAt),
        reactions,
        canEdit: canChange(viewer, userId),
        canSeeRevisions: viewer?.role === "moderator",
      };
    },

    /**
     * A group, for everyone while it is published. It has no author account and no thread to keep a
     * place for, so a held or hidden group exists for moderators only (with its status), else 404.
     */
    async group(id: string, viewer: Viewer | undefined): Promise<Group & ItemStatus> {
      const row = await groupsRepository(db).findById(id);
      if (!row) throw notFound(itemNotFoundMessage("group"));
      const { showText, ...status } = itemStatusFor(row, null, viewer, itemNotFoundMessage("group"));
      if (!showText) throw notFound(itemNotFoundMessage("group"));
      return { ...withoutModeration(row), ...status };
    },
  };
}

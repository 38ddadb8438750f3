/**
 * Items as the API sends them, for client tests: published, unwarned, signed with a name, nobody
 * has reacted. Each factory takes the fields a test cares about as overrides.
 */
import type { PhotoView, PostView, ReplyView, StoryView } from "@shared/api";
import type { ReactionSummary } from "@shared/contracts/reactions.contract";

/** The fields every item fixture shares when it is published as usual: no warnings, a name shown, nothing held. */
export const PUBLISHED_ITEM = {
  status: "published" as const,
  hiddenReason: null,
  postedBy: null,
  contentWarnings: [] as string[],
  anonymous: false,
  noindex: false,
};

export const NO_REACTIONS: ReactionSummary = { counts: { support: 0, "me-too": 0, thanks: 0 }, mine: [] };

/** What a guest may do with an item: read it. */
const READ_ONLY = { reactions: NO_REACTIONS, canEdit: false, canSeeRevisions: false };

/** GET /api/posts/:id. */
export function postView(overrides: Partial<PostView> = {}): PostView {
  return {
    id: "p1",
    title: "First walk after a long winter",
    content: "We made it round the park twice today.",
    author: "maya",
    authorUsername: null,
    category: "pet-loss",
    replies: 2,
    createdAt: "2026-11-01T10:00:00.000Z",
    editedAt: null,
    removedAt: null,
    lockedAt: null,
    ...READ_ONLY,
    ...PUBLISHED_ITEM,
    ...overrides,
  };
}

/** One reply of a thread. */
export function replyView(overrides: Partial<ReplyView> = {}): ReplyView {
  return {
    id: "r1",
    author: "sam",
    isGuest: false,
    content: "We're here with you.",
    createdAt: "2026-11-02T10:00:00.000Z",
    editedAt: null,
    answers: null,
    ...READ_ONLY,
    ...PUBLISHED_ITEM,
    ...overrides,
  };
}

/** GET /api/stories/:id. */
export function storyView(overrides: Partial<StoryView> = {}): StoryView {
  return {
    id: "s1",
    title: "How Biscuit got me through winter",
    content: "Every morning he waited by the door until I was ready.",
    author: "ana",
    authorUsername: null,
    petName: "Biscuit",
    petType: "dog",
    isGuest: true,
    replies: 1,
    createdAt: "2026-11-01T10:00:00.000Z",
    editedAt: "2026-11-02T10:00:00.000Z",
    ...READ_ONLY,
    ...PUBLISHED_ITEM,
    ...overrides,
  };
}

/** GET /api/pet-photos/:id. */
export function photoView(overrides: Partial<PhotoView> = {}): PhotoView {
  return {
    id: "ph1",
    imageUrl: "/objects/uploads/abc",
    petName: "Luna",
    petType: "cat",
    ownerName: "sam",
    authorUsername: null,
    description: "Sunday naps.",
    isGuest: false,
    replies: 0,
    createdAt: "2026-11-03T10:00:00.000Z",
    editedAt: null,
    ...READ_ONLY,
    ...PUBLISHED_ITEM,
    ...overrides,
  };
}

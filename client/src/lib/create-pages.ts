/**
 * The create forms that have a page of their own as well as a dialog: New Post and Share Your
 * Story. The dialog is what a button opens once the app runs; the page draws the same form from the
 * server, so it works from a link ("Start a Discussion", the hero's "Share Your Story", an email,
 * a new tab) and for a button pressed before the app has arrived (lazyDialog's `pageBeforeReady`,
 * lib/early-clicks.ts), without waiting for the app's code on a slow phone.
 */
export const CREATE_PAGES = {
  /** New Post, for a member; a visitor is asked in and brought back here. */
  post: { path: "/new-post", leaveTo: "/community" },
  /** Share Your Story, for anyone. */
  story: { path: "/share-your-story", leaveTo: "/stories" },
} as const;

/** Where "Start a Discussion" leads. */
export const START_DISCUSSION_PATH = CREATE_PAGES.post.path;
/** Where the hero's "Share Your Story" leads. */
export const SHARE_STORY_PATH = CREATE_PAGES.story.path;

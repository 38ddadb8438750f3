/**
 * The create forms that have a page of their own as well as a dialog: New Post and Share Your
 * Story. The dialog is what a button opens once the app runs; the page holds the same form for a
 * link ("Start a Discussion", the hero's "Share Your Story", an email, a new tab).
 */
export const CREATE_PAGES = {
  /**
   * New Post, for a member; a visitor is asked in and brought back here. A form for a member keeps
   * the shell, as the server draws every page signed out (docs/decisions.md#server-rendered-pages).
   */
  post: { path: "/new-post", leaveTo: "/community" },
  /**
   * Share Your Story, for anyone: drawn by the server, so it is also where the stories page's
   * button leads when pressed before the app has arrived (lazyDialog's `pageBeforeReady`,
   * lib/early-clicks.ts), without waiting for the app's code on a slow phone.
   */
  story: { path: "/share-your-story", leaveTo: "/stories" },
} as const;

/** Where "Start a Discussion" leads. */
export const START_DISCUSSION_PATH = CREATE_PAGES.post.path;
/** Where the hero's "Share Your Story" leads. */
export const SHARE_STORY_PATH = CREATE_PAGES.story.path;

/** What a guest is told past the shared guest write limit (server/middleware/guest-post-limit.ts). */
export const GUEST_POST_LIMIT_MESSAGE = "You have shared a lot in a short time. Please try again later.";

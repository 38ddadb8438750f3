/**
 * GET /api/live: a Server-Sent Events stream of what a page shows live (server/routes/live.routes.ts):
 * a thread's new replies and reactions (`?thread=post:<id>`) to whoever may read it, and a member's
 * own unread count. A browser that reconnects sends `Last-Event-ID` and is replayed what it missed.
 */
import { liveQuerySchema } from "../api";
import { defineRoute } from "./route-contract";

/** What a visitor gets asking for no thread: a stream with nothing in it is not opened. */
export const NOTHING_TO_FOLLOW = "thread: Choose a thread to follow, or log in";

export const liveContract = {
  stream: defineRoute({
    method: "GET",
    path: "/api/live",
    summary:
      "A stream of live events (`event:` its type, `data:` its JSON) for a thread one may read and one's own unread count; `retry:`, `ready` and `resync` as the stream goes",
    access: "public",
    query: liveQuerySchema,
    status: 200,
    answer: null,
    media: "text/event-stream",
    streamed: true,
    errors: {
      400: NOTHING_TO_FOLLOW,
      404: "The thread's item isn't here any more (or is not the asker's to follow)",
      503: "This server is restarting. Please try again in a moment.",
    },
  }),
};

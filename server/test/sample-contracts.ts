/**
 * Contracts of each kind of answer that is not JSON, for the tests of the contract machinery
 * (server/lib/contract-routes.test.ts, server/lib/openapi.test.ts): a text, bytes and events the
 * handler writes itself, and a redirect. No route of the app uses them.
 */
import { z } from "zod";
import { defineRoute } from "@shared/contracts/route-contract";

/** A text of another media: a feed. */
export const sampleFeed = defineRoute({
  method: "GET",
  path: "/feeds/:name.atom",
  summary: "A feed",
  access: "public",
  params: z.object({ name: z.string() }),
  status: 200,
  answer: z.string(),
  media: "application/atom+xml",
  errors: { 404: "Not found" },
});

/** Bytes the handler writes itself: a file. */
export const sampleFile = defineRoute({
  method: "GET",
  path: "/files/:name",
  summary: "A file's bytes",
  access: "public",
  params: z.object({ name: z.string() }),
  status: 200,
  answer: null,
  media: "image/webp",
  streamed: true,
});

/** Events the handler writes as they happen, for members. */
export const sampleEvents = defineRoute({
  method: "GET",
  path: "/events",
  summary: "Events as they happen",
  access: "member",
  status: 200,
  answer: null,
  media: "text/event-stream",
  streamed: true,
});

/** A redirect from an old address, or on to the routes after it. */
export const sampleMoved = defineRoute({
  method: "GET",
  path: "/old/:slug",
  summary: "An old address",
  access: "public",
  params: z.object({ slug: z.string() }),
  status: 301,
  answer: null,
});

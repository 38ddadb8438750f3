/** Pieces the contracts share: a date in an answer, an id in a path, the error body. */
import { z } from "zod";

/** A date in an answer: a Date on the server (as the database gives it), an ISO 8601 string in JSON. */
export const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** `:id` in a path: a UUID. Anything else names nothing there, so it answers 404 (server/lib/id-param.ts). */
export const idParams = z.object({ id: z.uuid() });

/** `:userId` in a path: a user's own id (or the guest list's name); the handler checks whose it is. */
export const userIdParams = z.object({ userId: z.string() });

/** Every refusal's body (shared/api.ts's ApiErrorBody), for the OpenAPI document. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  code: z.string().optional(),
});

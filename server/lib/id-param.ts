/**
 * The one way a route reads `:id`. A malformed id answers 404, the same as an unknown one, not 400:
 * an id in a path is an address, and an address that names nothing is "not found". It also gives a
 * prober the same answer for a malformed id and for an unknown one.
 */
import type { Request } from "express";
import { z } from "zod";
import { notFound } from "./http-error";

const uuid = z.uuid();

/** The request's `:id` as a UUID; throws 404 `message` for anything else (see above for why). */
export function idParam(req: Request, message = "Not found"): string {
  const parsed = uuid.safeParse(req.params.id);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

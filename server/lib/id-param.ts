/** Reads `:id` from the path: anything that is not a UUID cannot name a row, so it is a 404. */
import type { Request } from "express";
import { z } from "zod";
import { notFound } from "./http-error";

const uuid = z.uuid();

/** The request's `:id` as a UUID; throws 404 `message` for anything else. */
export function idParam(req: Request, message = "Not found"): string {
  const parsed = uuid.safeParse(req.params.id);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

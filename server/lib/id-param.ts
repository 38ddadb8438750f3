/**
 * The one way a route reads its path parameters. A malformed id answers 404, the same as an
 * unknown one, not 400: an id in a path is an address, and an address that names nothing is "not
 * found". It also gives a prober the same answer for a malformed id and for an unknown one.
 */
import type { Request } from "express";
import { z } from "zod";
import { notFound } from "./http-error";

const uuid = z.uuid();

/** The request's `:id` as a UUID; throws 404 `message` for anything else (see above for why). */
export function idParam(req: Request, message = "Not found"): string {
  const id = idParamOrUndefined(req);
  if (id === undefined) throw notFound(message);
  return id;
}

/** The request's `:id` as a UUID, or undefined when it is not one (for a route that answers something other than 404). */
export function idParamOrUndefined(req: Request): string | undefined {
  return uuid.safeParse(req.params.id).data;
}

/** The request's `:id` when it has `pattern`'s shape (an id that is not a UUID); throws 404 `message` otherwise. */
export function idParamMatching(req: Request, pattern: RegExp, message: string): string {
  const id = pathParam(req, "id");
  if (!pattern.test(id)) throw notFound(message);
  return id;
}

/** The request's `:name` as text, for a parameter that is a word rather than an id (a reaction kind, a category); "" when absent. */
export function pathParam(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return typeof value === "string" ? value : "";
}

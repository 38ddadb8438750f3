/**
 * The handlers every content resource shares (list a page, create from a body, delete by id), so
 * each router only wires its own schema, repository and guards.
 */
import type { Request, RequestHandler } from "express";
import { z } from "zod";
import type { ListQuery } from "@shared/api";
import { notFound } from "./http-error";
import { decodeCursor, sendPage, type Cursor, type Page } from "./pagination";
import { validate } from "./validate";

/** `/:id` for every content table: a UUID, or a 400 naming `id`. */
export const idParamsSchema = z.object({ id: z.uuid({ error: "id must be a valid id" }) });

/** The options a list handler passes on: the page, plus any filters its query schema adds. */
export type ListOptionsOf<S extends z.ZodType<ListQuery>> = Omit<z.infer<S>, keyof ListQuery> & {
  limit: number;
  cursor?: Cursor;
};

/** GET: validates `?limit=&cursor=` (and any filters `schema` adds) and answers one page of `list`. */
export function listHandler<S extends z.ZodType<ListQuery>>(
  schema: S,
  list: (options: ListOptionsOf<S>) => Promise<Page<unknown>>,
): RequestHandler {
  return async (req, res) => {
    const { query } = validate(req, { query: schema });
    const { limit, cursor, ...filters } = query;
    sendPage(req, res, await list({ ...filters, limit, cursor: decodeCursor(cursor) } as ListOptionsOf<S>));
  };
}

/** POST: validates the body with `schema` and answers 201 with the row `create` stored. */
export function createHandler<S extends z.ZodType>(
  schema: S,
  create: (body: z.infer<S>, req: Request) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    const { body } = validate(req, { body: schema });
    res.status(201).json(await create(body, req));
  };
}

/** DELETE /:id: 400 for a malformed id, 404 with `notFoundMessage` for an unknown one, else 204. */
export function deleteHandler(remove: (id: string) => Promise<boolean>, notFoundMessage: string): RequestHandler {
  return async (req, res) => {
    const { params } = validate(req, { params: idParamsSchema });
    if (!(await remove(params.id))) throw notFound(notFoundMessage);
    res.status(204).end();
  };
}

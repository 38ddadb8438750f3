/** The one way a handler reads input: parse it with Zod; a ZodError becomes a 400 naming the field. */
import type { Request } from "express";
import type { z } from "zod";

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : never;
};

/** Parses the parts of `req` that `schemas` names and returns them typed. Throws ZodError. */
export function validate<S extends Schemas>(req: Request, schemas: S): Parsed<S> {
  const result: Partial<Record<keyof Schemas, unknown>> = {};
  if (schemas.params) result.params = schemas.params.parse(req.params);
  if (schemas.query) result.query = schemas.query.parse(req.query);
  if (schemas.body) result.body = schemas.body.parse(req.body ?? {});
  return result as Parsed<S>;
}

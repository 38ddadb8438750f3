/** Helpers for route tests of bounded lists and validated creates. */
import type { Express } from "express";
import request, { type Agent } from "supertest";
import { expect } from "vitest";

/** Follows `Link: rel="next"` from `url` and returns every page's body in order (as `client`, an app or a logged-in agent). */
export async function collectPages<T>(client: Express | Agent, url: string): Promise<T[][]> {
  const pages: T[][] = [];
  let next: string | undefined = url;
  while (next) {
    const res = await (typeof client === "function" ? request(client) : client).get(next);
    expect(res.status).toBe(200);
    pages.push(res.body as T[]);
    next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? "")?.[1];
  }
  return pages;
}

/** Dates one minute apart, newest last, so the newest-first order is known in advance. */
export function minutesAgo(count: number, from = Date.parse("2026-03-01T12:00:00Z")): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(from - (count - i) * 60_000));
}

/**
 * For each required field, sends `valid` without it and expects a 400 whose message names the
 * field with the shared schema's label ("title: Title is required").
 */
export async function expectEachFieldRequired(
  send: (body: Record<string, unknown>) => request.Test,
  valid: Record<string, unknown>,
  labels: Record<string, string>,
): Promise<void> {
  for (const [field, label] of Object.entries(labels)) {
    const body = { ...valid };
    delete body[field];
    const res = await send(body);
    expect(res.status, field).toBe(400);
    expect(res.body.message).toBe(`${field}: ${label} is required`);
  }
}

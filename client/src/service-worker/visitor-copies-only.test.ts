import { describe, expect, it } from "vitest";
import { isVisitorCopy } from "./visitor-copies-only";

/** A same-origin answer as the worker sees it (`type` is "basic" for those; Response() makes "default"). */
function answer(status: number, cacheControl: string | null, type: ResponseType = "basic"): Response {
  const response = new Response("<p>page</p>", {
    status,
    headers: cacheControl === null ? {} : { "Cache-Control": cacheControl },
  });
  Object.defineProperty(response, "type", { value: type });
  return response;
}

describe("what the service worker may keep of a page", () => {
  it("keeps a visitor's page (no-cache: kept, checked again online)", () => {
    expect(isVisitorCopy(answer(200, "no-cache"))).toBe(true);
    expect(isVisitorCopy(answer(200, null))).toBe(true);
  });

  it("never keeps a member's page or any answer about one person", () => {
    expect(isVisitorCopy(answer(200, "private, no-cache"))).toBe(false);
    expect(isVisitorCopy(answer(200, "private, no-store"))).toBe(false);
    expect(isVisitorCopy(answer(200, "no-store"))).toBe(false);
  });

  it("never keeps an error or another site's answer", () => {
    expect(isVisitorCopy(answer(404, "no-cache"))).toBe(false);
    expect(isVisitorCopy(answer(500, null))).toBe(false);
    expect(isVisitorCopy(answer(200, null, "opaque"))).toBe(false);
  });
});

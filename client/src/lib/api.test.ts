import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getJsonOrNull, getPage, sendJson } from "./api";
import { errorMessage } from "./form-errors";

function answer(status: number, body: string, init: ResponseInit = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body || null, { status, statusText: init.statusText, headers: init.headers })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("raises '<status>: <body>' for a non-OK answer", async () => {
    answer(409, '{"message":"Username already exists"}');
    const error = await apiRequest("POST", "/api/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Username already exists"}');
    expect(errorMessage(error)).toBe("Username already exists");
  });

  it("uses the status text when the body is empty", async () => {
    answer(503, "", { statusText: "Service Unavailable" });
    await expect(apiRequest("GET", "/api/posts")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends JSON with cookies", async () => {
    answer(200, "{}");
    await apiRequest("POST", "/api/posts", { title: "Hi" });
    expect(fetch).toHaveBeenCalledWith("/api/posts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"title":"Hi"}',
      credentials: "include",
    });
  });

  it("says every write is JSON, even without a body (spec §7: the viewed update)", async () => {
    answer(204, "");
    await sendJson("PUT", "/api/recommendations/r1/viewed");
    expect(fetch).toHaveBeenLastCalledWith("/api/recommendations/r1/viewed", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: undefined,
      credentials: "include",
    });
    for (const method of ["POST", "PATCH", "DELETE"] as const) {
      await sendJson(method, "/api/x");
      expect(vi.mocked(fetch).mock.lastCall?.[1]?.headers).toEqual({ "Content-Type": "application/json" });
    }
  });

  it("sends no Content-Type on a read", async () => {
    answer(200, "[]");
    await apiRequest("GET", "/api/posts");
    expect(vi.mocked(fetch).mock.lastCall?.[1]?.headers).toEqual({});
  });
});

describe("getJsonOrNull", () => {
  it("reads 404 as null and passes other failures on", async () => {
    answer(404, '{"message":"No active hero content"}');
    expect(await getJsonOrNull("/api/hero-content")).toBeNull();
    answer(500, '{"message":"Something went wrong"}');
    await expect(getJsonOrNull("/api/hero-content")).rejects.toThrow("500:");
  });

  it("reads the status it is given as null (401 for a visitor's /api/me)", async () => {
    answer(401, '{"message":"Please log in to continue"}');
    expect(await getJsonOrNull("/api/me", 401)).toBeNull();
    answer(200, '{"user":{"id":"u1"}}');
    expect(await getJsonOrNull("/api/me", 401)).toEqual({ user: { id: "u1" } });
  });
});

describe("getPage", () => {
  it("reads the next page's URL from the Link header", async () => {
    answer(200, "[1,2]", { headers: { Link: '</api/posts?cursor=abc>; rel="next"' } });
    expect(await getPage<number>("/api/posts")).toEqual({ items: [1, 2], nextUrl: "/api/posts?cursor=abc" });
  });
});

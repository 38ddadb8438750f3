import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, getPage } from "./api";

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
});

describe("getPage", () => {
  it("reads the next page's URL from the Link header", async () => {
    answer(200, "[1,2]", { headers: { Link: '</api/posts?cursor=abc>; rel="next"' } });
    expect(await getPage<number>("/api/posts")).toEqual({ items: [1, 2], nextUrl: "/api/posts?cursor=abc" });
  });
});

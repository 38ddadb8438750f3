import { afterEach, describe, expect, it, vi } from "vitest";
import { LISTED_ITEM_SHAPE } from "./answer-shape";
import { ApiError, apiRequest, getJson, getJsonOrNull, getPage, sendJson, UnexpectedAnswerError } from "./api";
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
    expect(await getJsonOrNull("/api/me", { absentStatus: 401 })).toBeNull();
    answer(200, '{"user":{"id":"u1"}}');
    expect(await getJsonOrNull("/api/me", { absentStatus: 401 })).toEqual({ user: { id: "u1" } });
  });
});

describe("getPage", () => {
  it("reads the next page's URL from the Link header", async () => {
    answer(200, '[{"id":"a"},{"id":"b"}]', { headers: { Link: '</api/posts?cursor=abc>; rel="next"' } });
    expect(await getPage<{ id: string }>("/api/posts")).toEqual({
      items: [{ id: "a" }, { id: "b" }],
      nextUrl: "/api/posts?cursor=abc",
    });
  });

  it("fills in what an answer in the spec's shape leaves out: no counts read 0, no warnings read none", async () => {
    answer(
      200,
      JSON.stringify([
        { id: "a", petName: "Biscuit" },
        { id: "b", replies: "three", contentWarnings: null },
      ]),
    );
    expect((await getPage("/api/pet-photos", LISTED_ITEM_SHAPE)).items).toEqual([
      { id: "a", petName: "Biscuit", replies: 0, contentWarnings: [] },
      { id: "b", replies: 0, contentWarnings: [] },
    ]);
  });

  it("leaves out, and logs, a row no card can show (not an object with an id), keeping the others", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    answer(200, JSON.stringify([null, { id: "a", replies: 2 }, "odd", { title: "no id" }]));
    expect((await getPage("/api/posts", LISTED_ITEM_SHAPE)).items).toEqual([
      { id: "a", replies: 2, contentWarnings: [] },
    ]);
    expect(logged).toHaveBeenCalledTimes(3);
    logged.mockRestore();
  });

  it("refuses an answer that is not a list, as unreadable rather than failed", async () => {
    for (const body of ["null", '{"items":[]}', '"photos"']) {
      answer(200, body);
      await expect(getPage("/api/pet-photos")).rejects.toThrow(UnexpectedAnswerError);
    }
  });
});

describe("getJson with a shape", () => {
  it("defaults an item's missing counts and refuses an answer that is not an item", async () => {
    answer(200, '{"id":"p1","title":"Hi"}');
    expect(await getJson("/api/posts/p1", LISTED_ITEM_SHAPE)).toEqual({
      id: "p1",
      title: "Hi",
      replies: 0,
      contentWarnings: [],
    });
    answer(200, "[]");
    await expect(getJson("/api/posts/p1", LISTED_ITEM_SHAPE)).rejects.toThrow(UnexpectedAnswerError);
  });
});

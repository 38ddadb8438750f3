import { afterEach, describe, expect, it, vi } from "vitest";
import { getSessionState, logOut, readStoredUser, rememberLogin, validateStoredSession } from "./session-store";

const luna = { id: "5b1e4c1e-0000-4000-8000-000000000001", username: "luna" };

function answer(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("session store", () => {
  it("removes a stored user that is not valid JSON or not a user", () => {
    localStorage.setItem("user", "{not json");
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    localStorage.setItem("user", JSON.stringify({ name: "x" }));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("makes the server's user current when the stored session is valid", async () => {
    localStorage.setItem("user", JSON.stringify({ id: luna.id, username: "old-name" }));
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { user: luna }));
    vi.stubGlobal("fetch", fetchMock);
    await validateStoredSession();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/validate-session/${luna.id}`,
      expect.objectContaining({ method: "GET" }),
    );
    expect(getSessionState()).toEqual({ user: luna, isChecking: false });
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(luna);
  });

  it("removes the stored user when the server refuses the session", async () => {
    localStorage.setItem("user", JSON.stringify(luna));
    // A reply the ended session was writing is not for whoever sits here next.
    sessionStorage.setItem("pawswell:reply-draft:posts:p1", "luna's words");
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(401, { message: "Your session has ended." })));
    await validateStoredSession();
    expect(getSessionState().user).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(sessionStorage.getItem("pawswell:reply-draft:posts:p1")).toBeNull();
  });

  it("keeps the stored member and their drafts when the server cannot answer (offline, or failing)", async () => {
    for (const failure of [
      vi.fn().mockRejectedValue(new TypeError("Failed to fetch")),
      vi.fn().mockResolvedValue(answer(503, { message: "Back soon." })),
    ]) {
      localStorage.setItem("user", JSON.stringify(luna));
      sessionStorage.setItem("pawswell:reply-draft:posts:p1", "luna's words");
      vi.stubGlobal("fetch", failure);
      await validateStoredSession();
      expect(getSessionState()).toEqual({ user: luna, isChecking: false });
      expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(luna);
      expect(sessionStorage.getItem("pawswell:reply-draft:posts:p1")).toBe("luna's words");
    }
  });

  it("logs out locally and on the server", async () => {
    rememberLogin(luna);
    const fetchMock = vi.fn().mockResolvedValue(answer(204, null));
    vi.stubGlobal("fetch", fetchMock);
    await logOut();
    expect(getSessionState().user).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
  });
});

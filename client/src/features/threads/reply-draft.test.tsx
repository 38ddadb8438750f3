import { act, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { LAZY_CODE_TIMEOUT, renderAt } from "@/test/render";
import { ReplyBox } from "./reply-box";
import { replyDraftKey } from "./reply-drafts";
import { useReplyDraft } from "./use-reply-draft";

const maya = { id: "u1", username: "maya" };
const sam = { id: "u2", username: "sam" };
const DRAFT_KEY = replyDraftKey("posts", "p1");

function renderReplyBox(path = "/community/p1") {
  return renderAt(
    <>
      <ReplyBox resource="posts" itemId="p1" answering={null} onStopAnswering={() => {}} noun="replies" />
      <Toaster />
    </>,
    path,
  );
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("useReplyDraft", () => {
  it("keeps one draft per thread, and forgets it when cleared or blank", () => {
    const { result } = renderHook(() => useReplyDraft("posts", "p1"));
    const other = renderHook(() => useReplyDraft("stories", "p1")).result;
    expect(result.current.read()).toBe("");
    result.current.save("Thinking of you and Biscuit.");
    expect(result.current.read()).toBe("Thinking of you and Biscuit.");
    expect(other.current.read()).toBe("");
    expect(sessionStorage.getItem("pawswell:reply-draft:posts:p1")).toBe("Thinking of you and Biscuit.");
    result.current.save("   ");
    expect(result.current.read()).toBe("");
    result.current.save("Again");
    result.current.clear();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("does not fail when the browser refuses storage", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      const { result } = renderHook(() => useReplyDraft("posts", "p1"));
      expect(() => result.current.save("words")).not.toThrow();
      expect(result.current.read()).toBe("");
    } finally {
      setItem.mockRestore();
    }
  });
});

describe("the guest's reply box", () => {
  it("lets a visitor start writing, keeps the words, and leads to Join and Log in with a way back", async () => {
    renderReplyBox();
    const field = screen.getByLabelText("Your reply");
    expect(field).toHaveAccessibleDescription(/Log in or join to reply.*What you write here will wait for you\./);
    await userEvent.type(field, "Sending love");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBe("Sending love");
    expect(screen.getByRole("link", { name: "Join" })).toHaveAttribute(
      "href",
      "/signup?next=%2Fcommunity%2Fp1%23write-reply",
    );
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login?next=%2Fcommunity%2Fp1%23write-reply",
    );
    expect(screen.queryByRole("button", { name: "Post Reply" })).toBeNull();
  });

  it("shows the kept words again when the visitor comes back", () => {
    sessionStorage.setItem(DRAFT_KEY, "Half a thought");
    renderReplyBox();
    expect(screen.getByLabelText("Your reply")).toHaveValue("Half a thought");
  });
});

describe("the member's reply form", () => {
  it("opens with the words a guest started, ready to carry on, and forgets them once posted", async () => {
    sessionStorage.setItem(DRAFT_KEY, "Sending love to you both");
    window.history.replaceState(null, "", "/community/p1#write-reply");
    act(() => rememberLogin(maya));
    const posted: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === "POST") posted.push(JSON.parse(String(init.body)));
      return json({ id: "r1", status: "published" }, 201);
    });
    renderReplyBox();
    const field = await screen.findByLabelText("Your reply", {}, LAZY_CODE_TIMEOUT);
    expect(field).toHaveValue("Sending love to you both");
    await waitFor(() => expect(field).toHaveFocus());
    expect((field as HTMLTextAreaElement).selectionStart).toBe("Sending love to you both".length);

    await userEvent.type(field, ".");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBe("Sending love to you both.");
    await userEvent.click(screen.getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText("Your reply has been posted.")).toBeInTheDocument();
    expect(posted).toEqual([{ content: "Sending love to you both.", contentWarnings: [], anonymous: false }]);
    expect(field).toHaveValue("");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("does not take focus when the page was opened for reading", async () => {
    act(() => rememberLogin(maya));
    renderReplyBox();
    const field = await screen.findByLabelText("Your reply", {}, LAZY_CODE_TIMEOUT);
    expect(field).not.toHaveFocus();
  });
});

describe("drafts on a shared computer", () => {
  it("passes a guest's draft to the account that logs in, and to no one after", async () => {
    sessionStorage.setItem(DRAFT_KEY, "from the guest");
    act(() => rememberLogin(maya));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBe("from the guest");
    // The same member again (a reload checks the stored session): nothing changes.
    act(() => rememberLogin(maya));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBe("from the guest");

    stubFetch(() => new Response(null, { status: 204 }));
    await act(() => logOut());
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("forgets one member's drafts when another account logs in over theirs", () => {
    act(() => rememberLogin(maya));
    sessionStorage.setItem(DRAFT_KEY, "maya's words");
    sessionStorage.setItem("scroll-positions", "kept");
    act(() => rememberLogin(sam));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    // Only drafts: the tab's other memories stay.
    expect(sessionStorage.getItem("scroll-positions")).toBe("kept");
  });
});

import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { ReplyView } from "@shared/api";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { openStream, stubEventSource } from "@/test/event-source-stub";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt, LAZY_CODE_TIMEOUT } from "@/test/render";
// Code the page loads when a form is first shown (lazyForm), loaded with this file instead: on a busy
// machine its import alone outlasted a query's wait. The page still shows each form through Suspense.
import "@/features/threads/member-reply-form";
import "@/features/threads/edit-reply-form";
import "@/features/threads/edit-post-form";
import DiscussionPage from "./discussion-page";
import { postView, replyView } from "@/test/item-fixtures";

const POST = postView();

function reply(id: string, content: string, overrides: Partial<ReplyView> = {}): ReplyView {
  return replyView({ id, content, ...overrides });
}

function renderThread() {
  return renderAt(
    <>
      <Route path="/community/:id" component={DiscussionPage} />
      <Toaster />
    </>,
    "/community/p1",
  );
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("DiscussionPage", () => {
  it("shows the post in full and its replies oldest first, with Load more, and invites a guest to join", async () => {
    stubFetch((url) => {
      if (url === "/api/posts/p1") return json(POST);
      if (url === "/api/posts/p1/replies") {
        return json([reply("r1", "So glad to hear it.")], 200, {
          Link: '</api/posts/p1/replies?cursor=abc>; rel="next"',
        });
      }
      if (url === "/api/posts/p1/replies?cursor=abc") {
        return json([
          reply("r2", "Me too.", {
            answers: { id: "r1", author: "sam", excerpt: "So glad to hear it.", contentWarnings: [] },
            editedAt: "2026-11-03T00:00:00.000Z",
          }),
        ]);
      }
      return json({ message: "unexpected" }, 500);
    });
    renderThread();

    expect(await screen.findByRole("heading", { level: 1, name: POST.title })).toBeInTheDocument();
    expect(screen.getByText(POST.content)).toBeInTheDocument();
    expect(await screen.findByText("So glad to hear it.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Me too.")).toBeInTheDocument();
    const quote = await screen.findByRole("link", { name: /sam wrote: So glad to hear it\./ });
    expect(quote).toHaveAttribute("href", "#reply-r1");
    expect(screen.getByText("edited")).toBeInTheDocument();

    expect(screen.getByText(/Log in or join to reply/)).toBeInTheDocument();
    // The way in brings them back to the reply box, where their words wait.
    expect(screen.getByRole("link", { name: "Join" })).toHaveAttribute(
      "href",
      "/signup?next=%2Fcommunity%2Fp1%23write-reply",
    );
    expect(screen.queryByRole("button", { name: /^Reply to/ })).toBeNull();
  });

  it("opens at the reply the address names, loading the pages before it, and marks it", async () => {
    window.history.replaceState(null, "", "/community/p1#reply-r3");
    const scrolledTo: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      if (url === "/api/posts/p1") return json(POST);
      if (url === "/api/posts/p1/replies") {
        return json([reply("r1", "First.")], 200, { Link: '</api/posts/p1/replies?cursor=a>; rel="next"' });
      }
      if (url === "/api/posts/p1/replies?cursor=a") {
        return json([reply("r2", "Second.")], 200, { Link: '</api/posts/p1/replies?cursor=b>; rel="next"' });
      }
      if (url === "/api/posts/p1/replies?cursor=b") {
        return json([reply("r3", "The one a search found.")], 200, {
          Link: '</api/posts/p1/replies?cursor=c>; rel="next"',
        });
      }
      return json({ message: "unexpected" }, 500);
    });
    try {
      renderThread();
      const named = (await screen.findByText("The one a search found.")).closest("article")!;
      await waitFor(() => expect(named).toHaveFocus());
      expect(scrolledTo).toEqual([named]);
      expect(named).toHaveAttribute("aria-current", "location");
      expect(screen.getByText("First.").closest("article")).not.toHaveAttribute("aria-current");
      // Found on the third page: no page after it is asked for.
      expect(asked.filter((url) => url.includes("/replies"))).toHaveLength(3);
    } finally {
      window.history.replaceState(null, "", "/");
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it("on a reload (or Back) to a reply's address, marks the reply but leaves the reader's place alone", async () => {
    // The browser takes a reloaded page back to where it was left (ScrollRestoration).
    window.history.replaceState(null, "", "/community/p1#reply-r1");
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { type: "reload" } as unknown as PerformanceNavigationTiming,
    ]);
    const original = Element.prototype.scrollIntoView;
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    stubFetch((url) => {
      if (url === "/api/posts/p1") return json(POST);
      if (url === "/api/posts/p1/replies") return json([reply("r1", "Read before the reload.")]);
      return json({ message: "unexpected" }, 500);
    });
    try {
      renderThread();
      const named = (await screen.findByText("Read before the reload.")).closest("article")!;
      expect(named).toHaveAttribute("aria-current", "location");
      expect(named).not.toHaveFocus();
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, "", "/");
      sessionStorage.clear();
      vi.restoreAllMocks();
      Element.prototype.scrollIntoView = original;
    }
  });

  it("shows a calm not-found state for a discussion that isn't there", async () => {
    stubFetch(() => json({ message: "This discussion isn't here any more" }, 404));
    renderThread();
    expect(await screen.findByRole("heading", { name: "This discussion isn't here any more" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the community" })).toHaveAttribute("href", "/community");
  });

  it("keeps a removed post's thread under 'This post was removed by its author', closed to new replies", async () => {
    stubFetch((url) => {
      if (url === "/api/posts/p1")
        return json({ ...POST, title: "", content: "", removedAt: "2026-11-05T00:00:00.000Z" });
      return json([reply("r1", "Thinking of you.")]);
    });
    renderThread();
    expect(await screen.findByText("This post was removed by its author")).toBeInTheDocument();
    expect(await screen.findByText("Thinking of you.")).toBeInTheDocument();
    expect(screen.getByText("This thread is closed to new replies.")).toBeInTheDocument();
  });

  it("lets a member answer a reply: the box says whom, posts with answersId, and empties", async () => {
    act(() => rememberLogin({ id: "u1", username: "jo" }));
    const posted: unknown[] = [];
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return json(reply("r9", "Sending love"), 201);
      }
      if (url === "/api/posts/p1") return json(POST);
      return json([reply("r1", "Hard day today.")]);
    });
    renderThread();

    await screen.findByText("Hard day today.");
    await userEvent.click(await screen.findByRole("button", { name: "Reply to sam" }));
    const form = await screen.findByRole("form", { name: "Reply to this discussion" }, LAZY_CODE_TIMEOUT);
    expect(within(form).getByText(/Answering/)).toHaveTextContent("Answering sam");
    await userEvent.click(within(form).getByRole("button", { name: "Post Reply" }));
    expect(await within(form).findByText("Reply is required")).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText("Your reply"), "Sending love");
    await userEvent.click(within(form).getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText("Your reply has been posted.")).toBeInTheDocument();
    expect(posted).toEqual([{ content: "Sending love", answersId: "r1", contentWarnings: [], anonymous: false }]);
    expect(within(form).getByLabelText("Your reply")).toHaveValue("");
    expect(within(form).queryByText(/Answering/)).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/posts/p1/replies").length).toBeGreaterThan(1);
  });

  it("keeps the text and says why when the server refuses a reply", async () => {
    act(() => rememberLogin({ id: "u1", username: "jo" }));
    stubFetch((url, init) => {
      if (init?.method === "POST")
        return json({ message: "You're replying quickly. You can reply again in 40 seconds." }, 429);
      if (url === "/api/posts/p1") return json(POST);
      return json([]);
    });
    renderThread();
    const box = await screen.findByLabelText("Your reply", {}, LAZY_CODE_TIMEOUT);
    await userEvent.type(box, "Thinking of you");
    await userEvent.click(screen.getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText("You're replying quickly. You can reply again in 40 seconds.")).toBeInTheDocument();
    expect(box).toHaveValue("Thinking of you");
  });
});

describe("DiscussionPage, your own replies", () => {
  it("lets the author fix a typo in place and delete a reply after confirming", async () => {
    act(() => rememberLogin({ id: "u1", username: "sam" }));
    let content = "Sending lvoe";
    let deleted = false;
    const calls: { method?: string; url: string; body?: unknown }[] = [];
    stubFetch((url, init) => {
      calls.push({ method: init?.method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (init?.method === "PATCH") {
        content = "Sending love";
        return json(reply("r1", content, { canEdit: true, editedAt: "2026-11-03T00:00:00.000Z" }));
      }
      if (init?.method === "DELETE") {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      if (url === "/api/posts/p1") return json(POST);
      return json(
        deleted
          ? []
          : [
              reply("r1", content, {
                canEdit: true,
                canSeeRevisions: false,
                editedAt: content === "Sending love" ? "2026-11-03T00:00:00.000Z" : null,
              }),
            ],
      );
    });
    renderThread();

    await userEvent.click(await screen.findByRole("button", { name: "Edit reply by sam" }));
    const box = await screen.findByLabelText("Edit your reply", {}, LAZY_CODE_TIMEOUT);
    await userEvent.clear(box);
    await userEvent.type(box, "Sending love");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your reply has been updated.")).toBeInTheDocument();
    expect(await screen.findByText("Sending love")).toBeInTheDocument();
    expect(screen.getByText("edited")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")).toEqual({
      method: "PATCH",
      url: "/api/replies/r1",
      body: { content: "Sending love", contentWarnings: [], anonymous: false },
    });

    await userEvent.click(screen.getByRole("button", { name: "Delete Sending love" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this reply?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The reply has been deleted.")).toBeInTheDocument();
    expect(await screen.findByText("No replies yet. A few kind words can mean a lot.")).toBeInTheDocument();
  });

  it("announces replies others post while the thread is open, and shows them on request", async () => {
    stubEventSource();
    let replies = [reply("r1", "Hard day today.")];
    stubFetch((url) => (url === "/api/posts/p1" ? json(POST) : json(replies)));
    renderThread();
    await screen.findByText("Hard day today.");
    await waitFor(() => expect(openStream().url).toMatch(/^\/api\/live\?thread=post%3Ap1/));

    replies = [...replies, reply("r2", "Thinking of you."), reply("r3", "Same here.")];
    act(() => openStream().emit("reply", { type: "reply", thread: "post:p1", replyId: "r2" }, "5"));
    act(() => openStream().emit("reply", { type: "reply", thread: "post:p1", replyId: "r3" }, "6"));
    // The same event twice (a resumed stream) is still one reply.
    act(() => openStream().emit("reply", { type: "reply", thread: "post:p1", replyId: "r3" }, "6"));
    expect(screen.queryByText("Thinking of you.")).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "2 new replies · Show" }));
    expect(await screen.findByText("Thinking of you.")).toBeInTheDocument();
    expect(screen.getByText("Same here.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /new repl/ })).toBeNull();
  });

  it("never announces a member's own reply to them as new", async () => {
    act(() => rememberLogin({ id: "u1", username: "jo" }));
    stubEventSource();
    let replies = [reply("r1", "Hard day today.")];
    stubFetch((url, init) => {
      if (init?.method === "POST") {
        // The stream tells of the reply before its own answer arrives.
        act(() => openStream().emit("reply", { type: "reply", thread: "post:p1", replyId: "r9" }, "9"));
        replies = [...replies, reply("r9", "Sending love")];
        return json(reply("r9", "Sending love"), 201);
      }
      return url === "/api/posts/p1" ? json(POST) : json(replies);
    });
    renderThread();
    await screen.findByText("Hard day today.");
    await waitFor(() => expect(openStream().url).toMatch(/^\/api\/live\?thread=post%3Ap1/));
    const form = await screen.findByRole("form", { name: "Reply to this discussion" }, LAZY_CODE_TIMEOUT);
    await userEvent.type(within(form).getByLabelText("Your reply"), "Sending love");
    await userEvent.click(within(form).getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText("Sending love")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /new repl/ })).toBeNull();
  });
});

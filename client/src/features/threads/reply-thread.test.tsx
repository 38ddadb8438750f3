import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { avatarFor } from "@/components/member-avatar";
import DiscussionPage from "@/pages/discussion-page";
import { openStream, stubEventSource } from "@/test/event-source-stub";
import { json, stubFetch } from "@/test/fetch-stub";
import { postView, replyView } from "@/test/item-fixtures";
import { renderAt } from "@/test/render";

function renderThread() {
  return renderAt(<Route path="/community/:id" component={DiscussionPage} />, "/community/p1");
}

afterEach(() => {
  stubFetch(() => new Response(null, { status: 204 }));
  vi.unstubAllGlobals();
});

describe("a discussion's replies", () => {
  it("stops saying there are none once a new reply is announced", async () => {
    stubEventSource();
    stubFetch((url) => (url === "/api/posts/p1" ? json(postView()) : json([])));
    renderThread();
    const empty = await screen.findByText("No replies yet. A few kind words can mean a lot.");
    await waitFor(() => expect(openStream().url).toMatch(/^\/api\/live\?thread=post%3Ap1/));

    act(() => openStream().emit("reply", { type: "reply", thread: "post:p1", replyId: "r1" }, "1"));
    expect(await screen.findByRole("button", { name: "1 new reply · Show" })).toBeInTheDocument();
    expect(empty).not.toBeInTheDocument();
    expect(screen.queryByText(/No replies yet/)).toBeNull();
  });

  it("names a reply's author and time above its text, as forums do", async () => {
    stubFetch((url) =>
      url === "/api/posts/p1" ? json(postView()) : json([replyView({ id: "r1", content: "Sending love." })]),
    );
    renderThread();
    const text = await screen.findByText("Sending love.");
    const card = text.closest("article")!;
    const author = within(card).getByText("sam");
    const time = card.querySelector("time")!;
    // Document order: the author, then the time, then the words.
    expect(author.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(time.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("draws each avatar face once for the thread, and every reply's avatar uses it", async () => {
    stubFetch((url) =>
      url === "/api/posts/p1"
        ? json(postView())
        : json([
            replyView({ id: "r1", author: "sam" }),
            replyView({ id: "r2", author: "sam" }),
            replyView({ id: "r3", author: ANONYMOUS_AUTHOR }),
          ]),
    );
    renderThread();
    await screen.findAllByRole("article", { name: /^Reply by/ });
    const faces = [...document.querySelectorAll("defs > g[id]")].map((face) => face.id);
    expect(faces).toEqual([`avatar-face-${avatarFor("sam").animal}`, "avatar-face-anonymous"]);
    for (const reply of screen.getAllByRole("article", { name: /^Reply by/ })) {
      const avatar = reply.querySelector("svg[data-avatar]")!;
      expect(avatar.querySelector("use")).toHaveAttribute("href", `#avatar-face-${avatar.getAttribute("data-avatar")}`);
    }
  });
});

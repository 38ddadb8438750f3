import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { PostView, ReplyView } from "@shared/api";
import { GroupCard } from "@/features/groups/group-card";
import { postView, replyView } from "@/test/item-fixtures";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import DiscussionPage from "./discussion-page";

const POST_ID = "0b7e6f2a-4c1d-4e8f-9a2b-3c4d5e6f7a8b";
const REPLY_ID = "1c8f7a3b-5d2e-4f9a-8b3c-4d5e6f7a8b9c";
const POST = postView({ id: POST_ID, title: "Cheap leads", content: "Buy now", replies: 1 });
const REPLY = replyView({ id: REPLY_ID, content: "Me too" });

afterEach(() => vi.unstubAllGlobals());

function renderDiscussion(post: PostView, reply: ReplyView) {
  const fetchMock = stubFetch((url) => {
    if (url === `/api/posts/${POST_ID}`) return json(post);
    if (url === `/api/posts/${POST_ID}/replies`) return json([reply]);
    if (url === "/api/reports") return json({ received: true });
    return json({ message: "Not found" }, 404);
  });
  renderAt(<Route path="/community/:id" component={DiscussionPage} />, `/community/${POST_ID}`);
  return fetchMock;
}

describe("Report on items", () => {
  it("is offered on someone else's discussion and on each reply, and reports the right item", async () => {
    const fetchMock = renderDiscussion(POST, REPLY);
    expect(await screen.findByRole("button", { name: "Report this discussion" })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Report reply by sam" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this reply" }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByLabelText("Harassment or bullying"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await within(dialog).findByRole("status");
    const report = fetchMock.mock.calls.find(([url]) => String(url) === "/api/reports");
    expect(JSON.parse(String(report?.[1]?.body))).toEqual({
      itemType: "reply",
      itemId: REPLY_ID,
      reason: "harassment",
    });
  });

  it("is not offered on what the person may edit themselves", async () => {
    renderDiscussion({ ...POST, canEdit: true }, { ...REPLY, canEdit: true });
    expect(await screen.findByRole("button", { name: "Edit this discussion" })).toBeInTheDocument();
    await screen.findByText("Me too");
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
  });

  it("is on each stored group's card", () => {
    stubFetch(() => json({ received: true }));
    const group = {
      id: POST_ID,
      name: "Evening circle",
      description: "Quiet time with therapy dogs",
      location: "Alder Creek, OR",
      type: "support",
      schedule: "Tuesdays",
      contactInfo: "circle@example.org",
    };
    renderAt(<GroupCard group={group} />);
    expect(screen.getByRole("button", { name: "Report the group Evening circle" })).toHaveTextContent("Report");
  });
});

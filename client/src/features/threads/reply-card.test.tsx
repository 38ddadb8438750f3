import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReplyView } from "@shared/api";
import { json, stubFetch } from "@/test/fetch-stub";
import { replyView } from "@/test/item-fixtures";
import { LAZY_CODE_TIMEOUT, renderAt } from "@/test/render";
// The edit form's code, which the card loads when Edit is pressed (lazyForm), loaded with this file
// instead: on a busy machine its import alone can outlast a query's wait.
import "./edit-reply-form";
import { ReplyCard } from "./reply-card";

function renderCard(reply: ReplyView) {
  return renderAt(<ReplyCard reply={reply} resource="posts" itemId="p1" />);
}

afterEach(() => {
  stubFetch(() => new Response(null, { status: 204 }));
  vi.unstubAllGlobals();
});

describe("a reply card", () => {
  it("offers Report, not Edit or Delete, on a reply its reader may not change", () => {
    // Only a stored reply can be reported: its id is one the server gave.
    renderCard(replyView({ id: "7f1d2c3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f" }));
    const card = screen.getByRole("article", { name: "Reply by sam" });
    expect(within(card).getByRole("button", { name: "Report reply by sam" })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Edit|Delete/ })).toBeNull();
  });

  it("edits its own reply in place: Save sends the new words, then the form closes", async () => {
    const fetch = stubFetch((url, init) =>
      url === "/api/replies/r1" && init?.method === "PATCH"
        ? json(replyView({ content: "We're all here with you.", canEdit: true }))
        : json(null),
    );
    renderCard(replyView({ canEdit: true }));
    await userEvent.click(screen.getByRole("button", { name: "Edit reply by sam" }));
    const box = await screen.findByRole("textbox", { name: "Edit your reply" }, LAZY_CODE_TIMEOUT);
    await userEvent.clear(box);
    await userEvent.type(box, "We're all here with you.");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit reply" })).toBeNull());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(patch?.[0]).toBe("/api/replies/r1");
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ content: "We're all here with you." });
  });

  it("deletes its own reply only once the reader confirms", async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    renderCard(replyView({ canEdit: true }));
    await userEvent.click(screen.getByRole("button", { name: "Delete We're here with you." }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this reply?" }, LAZY_CODE_TIMEOUT);
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const remove = fetch.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(remove?.[0]).toBe("/api/replies/r1");
  });

  it("keeps a reply with a content warning behind its note, and shows one without as it is", async () => {
    renderCard(replyView({ contentWarnings: ["grief"], content: "It still hurts." }));
    expect(screen.queryByText("It still hurts.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByText("It still hurts.")).toBeInTheDocument();

    renderCard(replyView({ id: "r2", content: "Thinking of you." }));
    expect(screen.getByText("Thinking of you.")).toBeInTheDocument();
  });
});

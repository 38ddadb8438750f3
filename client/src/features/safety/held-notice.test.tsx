// Apart from crisis-safe-posting.test.tsx: toasts live in one store per file, and this file must
// see that no "Success" toast appears at all.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { rememberLogin } from "@/features/auth/session-store";
import { ReplyBox } from "@/features/threads/reply-box";
import { json } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { HELD_MESSAGE, HeldNotice } from "./held-notice";
import { cleanUpPosting, renderNewPost, stubPosting, writePost } from "./posting-test-helpers";

afterEach(cleanUpPosting);

describe("crisis-safe posting: held for a moderator", () => {
  it("shows the held message with helplines instead of Success, and opens the post's page", async () => {
    stubPosting(() => json({ id: "p9", status: "held" }, 201));
    const { history } = renderNewPost();
    await writePost("I'm going to end it all tonight.");
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    await userEvent.click(await screen.findByRole("button", { name: "Post" }));

    const notice = await screen.findByRole("dialog", { name: HELD_MESSAGE });
    expect(within(notice).getByText("988 Suicide & Crisis Lifeline")).toBeInTheDocument();
    expect(within(notice).getByText("911")).toBeInTheDocument();
    expect(screen.queryByText("Your post has been created successfully!")).toBeNull();
    expect(history.at(-1)).toBe("/community/p9");

    await userEvent.click(within(notice).getByRole("button", { name: "Close this message" }));
    expect(screen.queryByRole("dialog", { name: HELD_MESSAGE })).toBeNull();
  });

  it("does the same for a held reply, which stays on its thread", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const sent = stubPosting(() => json({ id: "r9", status: "held" }, 201));
    renderAt(
      <>
        <ReplyBox resource="posts" itemId="p1" answering={null} onStopAnswering={() => {}} noun="replies" />
        <Toaster />
        <HeldNotice />
      </>,
      "/community/p1",
    );
    await userEvent.type(await screen.findByLabelText("Your reply"), "I want to kill myself right now.");
    await userEvent.click(screen.getByRole("button", { name: "Post Reply" }));
    const panel = (await screen.findByRole("heading", { name: "You're not alone" })).closest("section")!;
    await userEvent.click(within(panel).getByRole("button", { name: "Post" }));

    expect(await screen.findByRole("dialog", { name: HELD_MESSAGE })).toBeInTheDocument();
    expect(screen.queryByText("Your reply has been posted.")).toBeNull();
    expect(sent).toEqual([
      {
        url: "/api/posts/p1/replies",
        body: { content: "I want to kill myself right now.", contentWarnings: [], anonymous: false },
      },
    ]);
  });
});

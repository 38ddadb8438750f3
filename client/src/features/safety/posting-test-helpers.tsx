/**
 * What the crisis-safe posting tests share: a fetch that records what is posted, the New Post
 * dialog with the toasts and the held notice beside it, writing a post, and the clean-up between tests.
 */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { logOut } from "@/features/auth/session-store";
import { NewPostDialog } from "@/features/posts/new-post-dialog";
import { closeHeldNotice } from "@/lib/held-notice-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { HeldNotice } from "./held-notice";

export type Sent = { url: string; body: Record<string, unknown> };

/** Answers every POST with `answer` and records what was sent. */
export function stubPosting(answer: () => Response = () => json({ id: "p9", status: "published" }, 201)): Sent[] {
  const sent: Sent[] = [];
  stubFetch((url, init) => {
    if (init?.method === "POST") {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    }
    return json([]);
  });
  return sent;
}

export function renderNewPost() {
  return renderAt(
    <>
      <NewPostDialog username="maya" />
      <Toaster />
      <HeldNotice />
    </>,
    "/community",
  );
}

export async function writePost(content: string) {
  await userEvent.click(screen.getByRole("button", { name: "New Post" }));
  await userEvent.type(screen.getByLabelText("Title"), "Missing Bella");
  await userEvent.selectOptions(screen.getByLabelText("Category"), "pet-loss");
  await userEvent.type(screen.getByLabelText("Content"), content);
}

/** For afterEach: closes the held notice, logs out and puts fetch back. */
export async function cleanUpPosting() {
  act(() => closeHeldNotice());
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
}

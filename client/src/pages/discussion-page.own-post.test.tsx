import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import type { PostView } from "@shared/api";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt, LAZY_CODE_TIMEOUT } from "@/test/render";
import DiscussionPage from "./discussion-page";
import { postView } from "@/test/item-fixtures";

const POST = postView({ title: "Frist walk after a long winter", replies: 0, canEdit: true });

function renderThread() {
  return renderAt(
    <>
      <Switch>
        <Route path="/community/:id" component={DiscussionPage} />
        <Route path="/community">
          <h1>All discussions</h1>
        </Route>
      </Switch>
      <Toaster />
    </>,
    "/community/p1",
  );
}

type Call = { method?: string; url: string; body?: unknown };

/** Answers the discussion as `current()` says, its (empty) thread, and records every call. */
function stubDiscussion(current: () => PostView, onWrite: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = { method: init?.method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (init?.method === "PATCH" || init?.method === "DELETE") return onWrite(call);
    if (url === "/api/posts/p1") return json(current());
    return json([]);
  });
  return calls;
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("DiscussionPage, your own discussion", () => {
  it("shows no Edit or Delete to someone who may not change it", async () => {
    stubDiscussion(
      () => ({ ...POST, canEdit: false }),
      () => json({}, 500),
    );
    renderThread();
    await screen.findByRole("heading", { level: 1, name: POST.title });
    expect(screen.queryByRole("button", { name: "Edit this discussion" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("lets the author fix the title in place; it then reads 'edited'", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let post = POST;
    const calls = stubDiscussion(
      () => post,
      (call) => {
        post = { ...post, ...(call.body as object), editedAt: "2026-11-03T00:00:00.000Z" };
        return json(post);
      },
    );
    renderThread();

    await userEvent.click(await screen.findByRole("button", { name: "Edit this discussion" }));
    const form = await screen.findByRole("form", { name: "Edit discussion" }, LAZY_CODE_TIMEOUT);
    const title = within(form).getByLabelText("Title");
    expect(within(form).getByLabelText("Your discussion")).toHaveValue(POST.content);
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Title is required")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    await userEvent.type(title, "First walk after a long winter");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your discussion has been updated.")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: "First walk after a long winter" }),
    ).toBeInTheDocument();
    expect(screen.getByText("edited")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Edit discussion" })).toBeNull();
    expect(calls.find((call) => call.method === "PATCH")).toEqual({
      method: "PATCH",
      url: "/api/posts/p1",
      body: {
        title: "First walk after a long winter",
        content: POST.content,
        contentWarnings: [],
        anonymous: false,
        noindex: false,
      },
    });
  });

  it("keeps the text and says why when the server refuses the edit", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubDiscussion(
      () => POST,
      () => json({ message: "This post was removed by its author, so it can't be changed" }, 409),
    );
    renderThread();
    await userEvent.click(await screen.findByRole("button", { name: "Edit this discussion" }));
    const content = screen.getByLabelText("Your discussion");
    await userEvent.type(content, " Then home.");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This post was removed by its author, so it can't be changed")).toBeInTheDocument();
    expect(content).toHaveValue(`${POST.content} Then home.`);
  });

  it("deletes after confirming, then goes back to the community with a toast", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const calls = stubDiscussion(
      () => POST,
      () => new Response(null, { status: 204 }),
    );
    const { history } = renderThread();

    await userEvent.click(await screen.findByRole("button", { name: `Delete ${POST.title}` }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this discussion?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: `Delete ${POST.title}` }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete this discussion?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("The discussion has been deleted.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "All discussions" })).toBeInTheDocument();
    expect(history.at(-1)).toBe("/community");
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([
      { method: "DELETE", url: "/api/posts/p1", body: undefined },
    ]);
  });

  it("stays on the discussion and says why when the deletion is refused", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubDiscussion(
      () => POST,
      () => json({ message: "You can only change what you wrote" }, 403),
    );
    const { history } = renderThread();
    await userEvent.click(await screen.findByRole("button", { name: `Delete ${POST.title}` }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete this discussion?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("The discussion couldn't be deleted.")).toBeInTheDocument();
    expect(screen.getByText("You can only change what you wrote")).toBeInTheDocument();
    expect(history.at(-1)).toBe("/community/p1");
    expect(screen.getByRole("heading", { level: 1, name: POST.title })).toBeInTheDocument();
  });
});

import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt, LAZY_CODE_TIMEOUT } from "@/test/render";
// Code the page loads when a form is first shown (lazyForm), loaded with this file instead: on a busy
// machine its import alone outlasted a query's wait. The page still shows each form through Suspense.
import "@/features/threads/member-reply-form";
import "@/features/threads/edit-post-form";
import "@/features/threads/edit-photo-form";
import PhotoPage from "./photo-page";
import StoryPage from "./story-page";
import { photoView, replyView, storyView } from "@/test/item-fixtures";

const STORY = storyView();
const PHOTO = photoView();
const COMMENT = replyView({
  id: "c1",
  author: "jo",
  content: "He sounds like a wonderful friend.",
  createdAt: "2026-11-02T12:00:00.000Z",
});

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("StoryPage", () => {
  it("shows the story in full with its guest badge, edited marker and comments, and invites a visitor in", async () => {
    stubFetch((url) => (url === "/api/stories/s1" ? json(STORY) : json([COMMENT])));
    renderAt(<Route path="/stories/:id" component={StoryPage} />, "/stories/s1");
    expect(await screen.findByRole("heading", { level: 1, name: STORY.title })).toBeInTheDocument();
    expect(screen.getByText(STORY.content)).toBeInTheDocument();
    expect(screen.getByText("Biscuit · Dog")).toBeInTheDocument();
    expect(screen.getByText("guest")).toBeInTheDocument();
    expect(screen.getByText("edited")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Comments" })).toBeInTheDocument();
    expect(await screen.findByText(COMMENT.content)).toBeInTheDocument();
    expect(screen.getByText(/Log in or join to comment/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All stories" })).toHaveAttribute("href", "/stories");
  });

  it("lets a member comment", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const posted: { url: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      if (init?.method === "POST") {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return json({ ...COMMENT, id: "c2", content: "Thank you for sharing." }, 201);
      }
      return url === "/api/stories/s1" ? json(STORY) : json([]);
    });
    renderAt(
      <>
        <Route path="/stories/:id" component={StoryPage} />
        <Toaster />
      </>,
      "/stories/s1",
    );
    expect(await screen.findByText("No comments yet. A few kind words can mean a lot.")).toBeInTheDocument();
    const form = await screen.findByRole("form", { name: "Comment" }, LAZY_CODE_TIMEOUT);
    await userEvent.type(within(form).getByLabelText("Your comment"), "Thank you for sharing.");
    await userEvent.click(within(form).getByRole("button", { name: "Post Comment" }));
    expect(await screen.findByText("Your comment has been posted.")).toBeInTheDocument();
    expect(posted).toEqual([
      {
        url: "/api/stories/s1/replies",
        body: { content: "Thank you for sharing.", contentWarnings: [], anonymous: false },
      },
    ]);
  });

  it("says calmly when a story isn't there", async () => {
    stubFetch(() => json({ message: "This story isn't here any more" }, 404));
    renderAt(<Route path="/stories/:id" component={StoryPage} />, "/stories/gone");
    expect(await screen.findByRole("heading", { name: "This story isn't here any more" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "All stories" }).at(-1)).toHaveAttribute("href", "/stories");
  });
});

describe("PhotoPage", () => {
  it("shows the photo with its alt text, who shared it and its comments", async () => {
    stubFetch((url) => (url === "/api/pet-photos/ph1" ? json(PHOTO) : json([])));
    renderAt(<Route path="/pets-social/photos/:id" component={PhotoPage} />, "/pets-social/photos/ph1");
    expect(await screen.findByRole("heading", { level: 1, name: "Luna" })).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Luna, shared by sam" });
    expect(image).toHaveAttribute("srcset", "/objects/uploads/abc?size=thumb 480w, /objects/uploads/abc 1600w");
    expect(screen.getByText("Sunday naps.")).toBeInTheDocument();
    expect(screen.getByText("Cat")).toBeInTheDocument();
    expect(await screen.findByText("No comments yet. A few kind words can mean a lot.")).toBeInTheDocument();
    expect(screen.getByText(/Log in or join to comment/)).toBeInTheDocument();
  });

  it("lets a member comment on a photo", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const posted: { url: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      if (init?.method === "POST") {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return json({ ...COMMENT, id: "c3", content: "What a sunny spot." }, 201);
      }
      return url === "/api/pet-photos/ph1" ? json(PHOTO) : json([]);
    });
    renderAt(
      <>
        <Route path="/pets-social/photos/:id" component={PhotoPage} />
        <Toaster />
      </>,
      "/pets-social/photos/ph1",
    );
    const form = await screen.findByRole("form", { name: "Comment" }, LAZY_CODE_TIMEOUT);
    await userEvent.type(within(form).getByLabelText("Your comment"), "What a sunny spot.");
    await userEvent.click(within(form).getByRole("button", { name: "Post Comment" }));
    expect(await screen.findByText("Your comment has been posted.")).toBeInTheDocument();
    expect(posted).toEqual([
      {
        url: "/api/pet-photos/ph1/replies",
        body: { content: "What a sunny spot.", contentWarnings: [], anonymous: false },
      },
    ]);
  });

  it("says calmly when a photo isn't there", async () => {
    stubFetch(() => json({ message: "This photo isn't here any more" }, 404));
    renderAt(<Route path="/pets-social/photos/:id" component={PhotoPage} />, "/pets-social/photos/gone");
    expect(await screen.findByRole("heading", { name: "This photo isn't here any more" })).toBeInTheDocument();
  });
});

describe("an author's own story and photo", () => {
  it("lets the author fix a story's title in place", async () => {
    act(() => rememberLogin({ id: "u1", username: "ana" }));
    let story = { ...STORY, canEdit: true, isGuest: false };
    const patched: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === "PATCH") {
        patched.push(JSON.parse(String(init.body)));
        story = { ...story, title: "How Biscuit got me through the winter" };
        return json(story);
      }
      return url === "/api/stories/s1" ? json(story) : json([]);
    });
    renderAt(
      <>
        <Route path="/stories/:id" component={StoryPage} />
        <Toaster />
      </>,
      "/stories/s1",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Edit this story" }));
    const form = await screen.findByRole("form", { name: "Edit story" }, LAZY_CODE_TIMEOUT);
    await userEvent.clear(within(form).getByLabelText("Title"));
    await userEvent.type(within(form).getByLabelText("Title"), "How Biscuit got me through the winter");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your story has been updated.")).toBeInTheDocument();
    expect(patched).toEqual([
      {
        title: "How Biscuit got me through the winter",
        content: STORY.content,
        contentWarnings: [],
        anonymous: false,
        noindex: false,
      },
    ]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "How Biscuit got me through the winter" }),
    ).toBeInTheDocument();
  });

  it("lets the author delete a photo after confirming, and goes back to the gallery", async () => {
    act(() => rememberLogin({ id: "u1", username: "sam" }));
    const deleted: string[] = [];
    stubFetch((url, init) => {
      if (init?.method === "DELETE") {
        deleted.push(url);
        return new Response(null, { status: 204 });
      }
      return url === "/api/pet-photos/ph1" ? json({ ...PHOTO, canEdit: true }) : json([]);
    });
    const { history } = renderAt(
      <>
        <Route path="/pets-social/photos/:id" component={PhotoPage} />
        <Toaster />
      </>,
      "/pets-social/photos/ph1",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Delete Luna" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this photo?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The photo has been deleted.")).toBeInTheDocument();
    expect(deleted).toEqual(["/api/pet-photos/ph1"]);
    expect(history.at(-1)).toBe("/pets-social");
  });

  it("offers no Edit or Delete to anyone else", async () => {
    stubFetch((url) => (url === "/api/pet-photos/ph1" ? json(PHOTO) : json([])));
    renderAt(<Route path="/pets-social/photos/:id" component={PhotoPage} />, "/pets-social/photos/ph1");
    await screen.findByRole("heading", { level: 1, name: "Luna" });
    expect(screen.queryByRole("button", { name: "Edit this photo" })).toBeNull();
  });
});

describe("earlier versions", () => {
  it("shows a moderator what an edited story said before, once opened", async () => {
    const requested: string[] = [];
    stubFetch((url) => {
      requested.push(url);
      if (url === "/api/stories/s1") return json({ ...STORY, canSeeRevisions: true });
      if (url === "/api/stories/s1/revisions") {
        return json([
          {
            id: "v1",
            previous: { title: "How Bisquit got me through", content: "First words." },
            editedBy: null,
            createdAt: "2026-11-02T10:00:00.000Z",
          },
        ]);
      }
      return json([]);
    });
    renderAt(<Route path="/stories/:id" component={StoryPage} />, "/stories/s1");
    const summary = await screen.findByText("Earlier versions (moderators)");
    expect(requested).not.toContain("/api/stories/s1/revisions");
    await userEvent.click(summary);
    expect(await screen.findByText("How Bisquit got me through")).toBeInTheDocument();
    expect(screen.getByText("First words.")).toBeInTheDocument();
  });

  it("is not offered to members", async () => {
    stubFetch((url) => (url === "/api/stories/s1" ? json(STORY) : json([])));
    renderAt(<Route path="/stories/:id" component={StoryPage} />, "/stories/s1");
    await screen.findByRole("heading", { level: 1, name: STORY.title });
    expect(screen.queryByText("Earlier versions (moderators)")).toBeNull();
  });
});

/** What readers see of an item's moderation status, its author's anonymity, and its noindex wish. */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { PostView, ReplyView } from "@shared/api";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { PageHead } from "@/lib/page-head";
import { json, stubFetch } from "@/test/fetch-stub";
import { photoView, postView, replyView, storyView } from "@/test/item-fixtures";
import { renderAt } from "@/test/render";
import DiscussionPage from "./discussion-page";
import PhotoPage from "./photo-page";
import StoryPage from "./story-page";

function post(overrides: Partial<PostView> = {}): PostView {
  return postView({
    title: "Tonight is hard",
    content: "I don't know who else to tell.",
    category: "anxiety-depression",
    replies: 1,
    ...overrides,
  });
}

/** Answers the discussion with `item` and its thread with `replies`. */
function stubDiscussion(item: PostView, replies: ReplyView[] = [replyView()]) {
  stubFetch((url) => {
    if (url === "/api/posts/p1") return json(item);
    if (url === "/api/posts/p1/replies") return json(replies);
    if (url === "/api/content-warning-settings") return json({ settings: {} });
    return json({ message: "unexpected" }, 500);
  });
}

function renderDiscussion() {
  return renderAt(<Route path="/community/:id" component={DiscussionPage} />, "/community/p1");
}

function robotsMeta() {
  return document.head.querySelector('meta[name="robots"]');
}

function descriptionMeta() {
  return document.head.querySelector('meta[name="description"]');
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("a held item", () => {
  it("shows its author their post with a calm note and a way to help now", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubDiscussion(post({ status: "held", canEdit: true }), []);
    renderDiscussion();
    expect(await screen.findByRole("heading", { level: 1, name: "Tonight is hard" })).toBeInTheDocument();
    expect(screen.getByText("I don't know who else to tell.")).toBeInTheDocument();
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("A moderator will read this soon. Here is support now.");
    expect(within(note).getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/crisis");
    // Nobody else can reach a held item: it stays out of search engines too.
    expect(robotsMeta()).toHaveAttribute("content", "noindex");
    // Its words never reach the head: no description, no JSON-LD from a held item.
    expect(descriptionMeta()).not.toHaveAttribute("content", expect.stringContaining("who else to tell"));
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe("a hidden item", () => {
  it("shows others 'Hidden by a moderator' in its place: no title, no reactions, no reply box; replies stay", async () => {
    stubDiscussion(post({ status: "hidden", title: "", content: "" }));
    renderDiscussion();
    expect(await screen.findByText("Hidden by a moderator")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.queryByRole("list", { name: "Reactions" })).toBeNull();
    expect(await screen.findByText("We're here with you.")).toBeInTheDocument();
    expect(screen.queryByText(/Log in or join to reply/)).toBeNull();
    expect(screen.queryByRole("form", { name: "Reply to this discussion" })).toBeNull();
    expect(document.title).toBe("Hidden by a moderator | PawsWell");
    expect(robotsMeta()).toHaveAttribute("content", "noindex");
  });

  it("shows its author their item, and why it was hidden", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubDiscussion(post({ status: "hidden", hiddenReason: "Links to a shop", canEdit: true }));
    renderDiscussion();
    expect(await screen.findByRole("heading", { level: 1, name: "Tonight is hard" })).toBeInTheDocument();
    expect(screen.getByText("I don't know who else to tell.")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Hidden by a moderator: Links to a shop");
  });

  it("keeps a hidden reply's place in the thread without its text, reactions or Reply", async () => {
    act(() => rememberLogin({ id: "u2", username: "jo" }));
    stubDiscussion(post(), [
      replyView({ id: "r1", status: "hidden", content: "" }),
      replyView({ id: "r2", content: "Sending love." }),
    ]);
    renderDiscussion();
    expect(await screen.findByText("Sending love.")).toBeInTheDocument();
    const [first, second] = screen.getAllByRole("article", { name: "Reply by sam" });
    expect(within(first!).getByText("Hidden by a moderator")).toBeInTheDocument();
    expect(within(first!).queryByRole("list", { name: "Reactions" })).toBeNull();
    expect(within(first!).queryByRole("button", { name: "Reply to sam" })).toBeNull();
    expect(within(second!).getByRole("button", { name: "Reply to sam" })).toBeInTheDocument();
  });

  it("shows a reply's author it is held, with help close", async () => {
    act(() => rememberLogin({ id: "u2", username: "sam" }));
    stubDiscussion(post(), [replyView({ status: "held", canEdit: true })]);
    renderDiscussion();
    const card = await screen.findByRole("article", { name: "Reply by sam" });
    expect(within(card).getByText("We're here with you.")).toBeInTheDocument();
    expect(within(card).getByRole("note")).toHaveTextContent("A moderator will read this soon.");
    expect(within(card).getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/crisis");
  });
});

describe("posted as 'A member'", () => {
  it("shows 'A member' to everyone", async () => {
    stubDiscussion(post({ author: "A member", anonymous: true }), [replyView({ author: "A member", anonymous: true })]);
    renderDiscussion();
    expect(await screen.findByText("By A member")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Reply by A member" })).toBeInTheDocument();
    expect(screen.queryByText(/posted by/)).toBeNull();
  });

  it("tells moderators who posted it", async () => {
    act(() => rememberLogin({ id: "m1", username: "mod" }));
    stubDiscussion(post({ author: "A member", anonymous: true, postedBy: "maya", canEdit: true }), [
      replyView({ author: "A member", anonymous: true, postedBy: "sam" }),
    ]);
    renderDiscussion();
    expect(await screen.findByText("(posted by maya)")).toBeInTheDocument();
    expect(screen.getByText("(posted by maya)").parentElement).toHaveTextContent("By A member (posted by maya)");
    const card = await screen.findByRole("article", { name: "Reply by A member" });
    expect(card).toHaveTextContent("A member (posted by sam)");
  });
});

describe("noindex", () => {
  it("asks search engines to leave out an item marked noindex while it is shown, and stops on leaving", async () => {
    stubDiscussion(post({ noindex: true }));
    renderAt(
      <>
        <Route path="/community/:id" component={DiscussionPage} />
        <Route path="/community">
          <PageHead title="Community Discussions" description="All of them." path="/community" />
        </Route>
      </>,
      "/community/p1",
    );
    await screen.findByRole("heading", { level: 1, name: "Tonight is hard" });
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(robotsMeta()).toHaveAttribute("content", "noindex");
    await userEvent.click(screen.getByRole("link", { name: "All discussions" }));
    expect(document.title).toBe("Community Discussions | PawsWell");
    expect(robotsMeta()).toBeNull();
  });

  it("adds nothing for an item search engines may read, whose head then tells its words", async () => {
    stubDiscussion(post());
    renderDiscussion();
    await screen.findByRole("heading", { level: 1, name: "Tonight is hard" });
    expect(robotsMeta()).toBeNull();
    expect(descriptionMeta()).toHaveAttribute("content", "I don't know who else to tell.");
  });

  it("keeps a warned item's words out of its head: a link preview would show them with no warning", async () => {
    stubDiscussion(post({ contentWarnings: ["suicide"] }));
    renderDiscussion();
    await screen.findByRole("heading", { level: 1, name: "Tonight is hard" });
    expect(descriptionMeta()?.getAttribute("content")).toMatch(/content warning/);
    expect(document.head.innerHTML).not.toContain("who else to tell");
  });
});

describe("content warnings on item pages", () => {
  it("collapses a discussion's text even for a reader who hides the warning: they opened it on purpose", async () => {
    localStorage.setItem(
      "content-warning-settings",
      JSON.stringify({ settings: { suicide: { mode: "hide", until: null } } }),
    );
    stubDiscussion(post({ contentWarnings: ["suicide"] }), [replyView({ contentWarnings: ["self-harm"] })]);
    renderDiscussion();
    expect(await screen.findByText("Content warning: suicide mention")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Tonight is hard" })).toBeInTheDocument();
    expect(screen.queryByText("I don't know who else to tell.")).toBeNull();
    expect(await screen.findByText("Content warning: self-harm mention")).toBeInTheDocument();
    expect(screen.queryByText("We're here with you.")).toBeNull();
    const [showPost] = screen.getAllByRole("button", { name: "Show" });
    await userEvent.click(showPost!);
    expect(screen.getByText("I don't know who else to tell.")).toBeInTheDocument();
    expect(screen.queryByText("We're here with you.")).toBeNull();
  });

  it("collapses a story's text", async () => {
    const story = storyView({
      title: "Goodbye, Biscuit",
      content: "The vet was so gentle.",
      author: "A member",
      isGuest: false,
      replies: 0,
      editedAt: null,
      anonymous: true,
      contentWarnings: ["euthanasia"],
    });
    stubFetch((url) => (url === "/api/stories/s1" ? json(story) : json([])));
    renderAt(<Route path="/stories/:id" component={StoryPage} />, "/stories/s1");
    expect(await screen.findByText("Content warning: euthanasia")).toBeInTheDocument();
    expect(screen.queryByText("The vet was so gentle.")).toBeNull();
    expect(screen.getByText(/By A member/)).toBeInTheDocument();
  });

  it("blurs a photo on its page until the reader chooses Show; its caption waits too", async () => {
    const photo = photoView({ description: "After the surgery.", contentWarnings: ["graphic"] });
    stubFetch((url) => (url === "/api/pet-photos/ph1" ? json(photo) : json([])));
    renderAt(<Route path="/pets-social/photos/:id" component={PhotoPage} />, "/pets-social/photos/ph1");
    expect(await screen.findByRole("heading", { level: 1, name: "Luna" })).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
    expect(document.querySelector("img")!.parentElement).toHaveClass("blur-2xl");
    expect(screen.queryByText("After the surgery.")).toBeNull();
    const [showPhoto] = screen.getAllByRole("button", { name: "Show" });
    await userEvent.click(showPhoto!);
    expect(screen.getByRole("img", { name: "Luna, shared by sam" })).toBeInTheDocument();
    // Its preview is the site card, not the photo, and its caption stays out of the head.
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(
      /\/social-card\.png$/,
    );
    expect(document.head.innerHTML).not.toContain("After the surgery.");
  });

  it("shows others a hidden photo's place with no photo and no name", async () => {
    const photo = photoView({ imageUrl: "", description: null, status: "hidden" });
    stubFetch((url) => (url === "/api/pet-photos/ph1" ? json(photo) : json([])));
    renderAt(<Route path="/pets-social/photos/:id" component={PhotoPage} />, "/pets-social/photos/ph1");
    expect(await screen.findByText("Hidden by a moderator")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(document.querySelector("img")).toBeNull();
    expect(document.title).toBe("Hidden by a moderator | PawsWell");
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(
      /\/social-card\.png$/,
    );
  });
});

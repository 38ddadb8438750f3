/**
 * One answer the client cannot draw (an older server's, one odd row, a card's bug) must never blank
 * the site (docs/security.md#the-third-probes-findings, finding 9). Each main screen is fed a
 * malformed answer in turn; the header and its help link, the footer and the screen's other parts
 * stay, the broken part says "This part couldn't load." with a Try again that asks the server
 * afresh.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App } from "@/app";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { createQueryClient } from "@/lib/query-client";
import { stubEventSource } from "@/test/event-source-stub";
import { storyView } from "@/test/item-fixtures";
import { json, stubFetch } from "@/test/fetch-stub";

const BROKEN = "This part couldn't load.";
/** Each renders the whole app, lazy screens and all: room for a busy two-core machine. */
const SLOW = 20_000;
const member = { id: "u1", username: "maya", role: "member" };
const moderator = { id: "m1", username: "mod", role: "moderator" };

/** A story as the server sends it today. */
const story = storyView({ reactions: { counts: { support: 2, "me-too": 0, thanks: 1 }, mine: [] } });

/** What every screen's other requests get: empty lists, no hero or member of the month, a visitor. */
function usualAnswer(url: string, user: typeof member | null): Response {
  if (url === "/api/me") return user ? json({ user }) : json({ message: "Please log in to continue" }, 401);
  if (url.startsWith("/api/validate-session/")) return json({ user });
  if (url === "/api/notifications/unread-count") return json({ unread: 0 });
  if (url === "/api/moderation/queue/count") return json({ open: 0 });
  if (url.startsWith("/api/hero-content") || url === "/api/member-of-the-month") {
    return json({ message: "Not found" }, 404);
  }
  if (url === "/api/stories/s1") return json(story);
  if (url === "/api/pet-photos/ph1") return json({ message: "Not found" }, 404);
  return json([]);
}

interface Case {
  screen: string;
  path: string;
  user?: typeof member;
  /** Which request answers malformed, and with what (until Try again: then the usual answer). */
  isBroken: (url: string) => boolean;
  body: unknown;
  /** Text of another part of the screen, which must stay. */
  stays: string | RegExp;
}

// A card with an object where its text goes throws while drawing ("Objects are not valid as a React child").
const throwingRow = (fields: Record<string, unknown>) => [{ id: "x1", ...fields }];

const CASES: Case[] = [
  {
    screen: "home",
    path: "/",
    isBroken: (url) => url.startsWith("/api/featured"),
    body: null,
    stays: "Community Discussions",
  },
  {
    screen: "home, a throwing discussion card",
    path: "/",
    isBroken: (url) => url.startsWith("/api/posts"),
    body: throwingRow({ title: { text: "a title" }, content: "x", category: "general-wellness", replies: 1 }),
    stays: "Featured This Week",
  },
  {
    screen: "community",
    path: "/community",
    isBroken: (url) => url.startsWith("/api/posts"),
    body: throwingRow({ title: { text: "a title" }, content: "x", category: "general-wellness" }),
    stays: "Community Discussions",
  },
  {
    screen: "stories",
    path: "/stories",
    isBroken: (url) => url.startsWith("/api/stories"),
    body: { stories: [] },
    stays: "Be Well Stories",
  },
  {
    screen: "pets-social's gallery",
    path: "/pets-social",
    isBroken: (url) => url.startsWith("/api/pet-photos"),
    body: null,
    stays: "Wellness Challenges",
  },
  {
    screen: "pets-social's challenges",
    path: "/pets-social",
    isBroken: (url) => url.startsWith("/api/wellness-challenges"),
    body: throwingRow({
      title: { text: "not text" },
      description: "x",
      startDate: "2026-01-01T00:00:00.000Z",
      endDate: "2099-01-01T00:00:00.000Z",
    }),
    stays: "No photos yet",
  },
  {
    screen: "groups",
    path: "/groups",
    isBroken: (url) => url.startsWith("/api/groups"),
    body: throwingRow({ name: { first: "Walkers" }, location: "Leeds", type: "walking", description: "x" }),
    stays: "Local Peer Groups",
  },
  {
    screen: "resources",
    path: "/resources",
    isBroken: (url) => url.startsWith("/api/resources"),
    body: "resources",
    stays: /Trusted reading on animal-assisted wellness/,
  },
  {
    screen: "blog",
    path: "/blog",
    isBroken: (url) => url.startsWith("/api/blog"),
    body: null,
    stays: "Notes and guides from the PawsWell community.",
  },
  {
    screen: "an item page (its answer)",
    path: "/pets-social/photos/ph1",
    isBroken: (url) => url === "/api/pet-photos/ph1",
    body: [],
    // The screen is the item: what stays is the site around it.
    stays: "Help Center",
  },
  {
    screen: "an item page (its comments)",
    path: "/stories/s1",
    isBroken: (url) => url.startsWith("/api/stories/s1/replies"),
    body: null,
    stays: story.title,
  },
  {
    screen: "notifications",
    path: "/notifications",
    user: member,
    isBroken: (url) => url.startsWith("/api/notifications?") || url === "/api/notifications",
    body: { unread: 3 },
    stays: "Notifications",
  },
  {
    screen: "admin's queue",
    path: "/admin",
    user: moderator,
    isBroken: (url) => url.startsWith("/api/moderation/queue") && !url.endsWith("/count"),
    body: null,
    stays: "Content Management",
  },
];

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  stubEventSource();
  // React reports what a boundary caught with console.error: kept quiet here, and checked below.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

function renderApp(path: string) {
  const location = memoryLocation({ path });
  return render(
    <Router hook={location.hook}>
      <App queryClient={createQueryClient()} />
    </Router>,
  );
}

describe("a malformed answer on each screen", () => {
  it.each(CASES)(
    "$screen: says only that part couldn't load, and Try again asks afresh",
    async (testCase) => {
      const { path, user = null, isBroken, body, stays } = testCase;
      if (user) act(() => rememberLogin(user));
      let isFixed = false;
      const fetchMock = stubFetch((url) => (isBroken(url) && !isFixed ? json(body) : usualAnswer(url, user)));
      renderApp(path);

      const message = await screen.findByText(BROKEN, {}, { timeout: 5000 });
      expect(screen.getAllByText(BROKEN)).toHaveLength(1);
      // The header, its help link and the footer still work; so does the rest of the screen.
      const header = screen.getByRole("banner");
      expect(within(header).getAllByRole("link", { name: /get help now/i })[0]).toHaveAttribute("href", "/crisis");
      expect(screen.getByRole("contentinfo")).toBeInTheDocument();
      expect(screen.getAllByText(stays).length).toBeGreaterThan(0);
      // React logged what it caught: a failure is never hidden.
      expect(consoleError).toHaveBeenCalled();

      const retry = within(message.parentElement!).getByRole("button", { name: "Try again" });
      retry.focus();
      expect(retry).toHaveFocus();
      const askedBefore = fetchMock.mock.calls.filter(([url]) => isBroken(String(url))).length;
      isFixed = true;
      await userEvent.click(retry);
      await waitFor(() => expect(screen.queryByText(BROKEN)).toBeNull());
      expect(fetchMock.mock.calls.filter(([url]) => isBroken(String(url))).length).toBeGreaterThan(askedBefore);
    },
    SLOW,
  );
});

describe("the route's boundary", () => {
  it(
    "forgets a screen's failure when the reader goes elsewhere: the next screen draws in full",
    async () => {
      stubFetch((url) => (url === "/api/pet-photos/ph1" ? json("a photo") : usualAnswer(url, null)));
      renderApp("/pets-social/photos/ph1");
      expect(await screen.findByText(BROKEN, {}, { timeout: 5000 })).toBeInTheDocument();
      await userEvent.click(
        within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Stories" }),
      );
      expect(await screen.findByText("No stories yet", {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText(BROKEN)).toBeNull();
    },
    SLOW,
  );
});

describe("/pets-social with photos in the spec's shape", () => {
  it(
    "shows the photos with 0 comments when the answer has no comment or reaction counts",
    async () => {
      const specPhoto = {
        id: "ph1",
        imageUrl: "/objects/uploads/biscuit.jpg",
        petName: "Biscuit",
        petType: "dog",
        description: "Asleep on the sofa again.",
        ownerName: "maya",
        createdAt: "2026-11-20T10:00:00.000Z",
      };
      stubFetch((url) => (url === "/api/pet-photos" ? json([specPhoto]) : usualAnswer(url, null)));
      renderApp("/pets-social");
      expect(
        await screen.findByRole("img", { name: "Biscuit, shared by maya" }, { timeout: 5000 }),
      ).toBeInTheDocument();
      // No comments yet reads as an invitation: "Comment" (features/threads/comments-label.ts).
      expect(screen.getByRole("link", { name: "Comment" })).toHaveAttribute("href", "/pets-social/photos/ph1");
      expect(screen.getByRole("heading", { name: "Wellness Challenges" })).toBeInTheDocument();
      expect(screen.queryByText(BROKEN)).toBeNull();
    },
    SLOW,
  );
});

describe("an item's page in the spec's shape", () => {
  it(
    "shows a story with 0 reactions when its answer has no counts",
    async () => {
      const { reactions: _reactions, replies: _replies, contentWarnings: _warnings, ...specStory } = story;
      stubFetch((url) => (url === "/api/stories/s1" ? json(specStory) : usualAnswer(url, null)));
      renderApp("/stories/s1");

      expect(await screen.findByRole("heading", { name: story.title }, { timeout: 5000 })).toBeInTheDocument();
      const reactions = screen.getByRole("list", { name: "Reactions" });
      expect(within(reactions).getAllByText(": 0")).toHaveLength(3);
      expect(screen.queryByText(BROKEN)).toBeNull();
    },
    SLOW,
  );
});

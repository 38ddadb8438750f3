import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { GUEST_WARNING_SETTINGS_KEY } from "@/features/content-warnings/guest-warning-settings";
import { RecommendationsSection } from "./recommendations-section";
import { YourRecommendations } from "./your-recommendations";

afterEach(async () => {
  localStorage.removeItem(GUEST_WARNING_SETTINGS_KEY);
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

function rec(
  id: string,
  contentType: string,
  title: string,
  viewed: number,
  path = "/stories/c-1",
  contentWarnings: string[] = [],
) {
  return {
    id,
    userId: "u1",
    contentId: `c-${id}`,
    contentType,
    score: 80,
    reasoning: "Because you chose dogs.",
    viewed,
    createdAt: "2026-11-21T00:00:00Z",
    content: { title, excerpt: `${title} excerpt`, author: "Ann", category: "Stories", path, contentWarnings },
  };
}

/** Three cards: one about pet loss, one about grief, one with no warning. */
const WARNED = [
  rec("1", "story", "Goodbye Biscuit", 0, "/stories/c-1", ["pet-loss", "grief"]),
  rec("2", "post", "A hard week", 0, "/community/c-2", ["grief"]),
  rec("3", "blog", "Calm mornings", 0, "/blog/calm-mornings"),
];

const hidePetLoss = { "pet-loss": { mode: "hide", until: null } };

describe("RecommendationsSection", () => {
  it("shows the guest list with 'New' badges and View links to the items the server names", async () => {
    const fetchMock = stubFetch(() =>
      json([
        rec("1", "story", "Max and recall", 0, "/stories/c-1"),
        rec("2", "challenge", "Mindful walks", 0, "/pets-social"),
        rec("3", "blog", "Calm mornings", 0, "/blog/calm-mornings"),
      ]),
    );
    renderAt(<RecommendationsSection />);
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/recommendations/guest-user?limit=3");
    expect(within(cards[0]!).getByText("Max and recall excerpt")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("New")).toBeInTheDocument();
    expect(within(cards[0]!).getByRole("link", { name: "View" })).toHaveAttribute("href", "/stories/c-1");
    expect(within(cards[1]!).getByRole("link", { name: "View" })).toHaveAttribute("href", "/pets-social");
    expect(within(cards[2]!).getByRole("link", { name: "View" })).toHaveAttribute("href", "/blog/calm-mornings");
    expect(screen.getByRole("link", { name: "Customize" })).toHaveAttribute("href", "/preferences");
    expect(screen.getByRole("link", { name: "View All Recommendations" })).toHaveAttribute("href", "/preferences");
    await userEvent.click(within(cards[0]!).getByRole("button"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("marks a member's card viewed on click, then shows the check mark from the refreshed list", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let viewed = 0;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === "PUT") {
        viewed = 1;
        return new Response(null, { status: 204 });
      }
      return json([rec("r1", "blog", "Obedience basics", viewed), rec("r2", "post", "Meetup", 1)]);
    });
    renderAt(<RecommendationsSection />);
    const cards = await screen.findAllByRole("article");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/recommendations/u1?limit=3");
    expect(within(cards[0]!).getByText("New")).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("img", { name: "Viewed" })).toBeInTheDocument();
    expect(within(cards[1]!).queryByText("New")).toBeNull();

    await userEvent.click(within(cards[0]!).getByRole("button", { name: /Obedience basics/ }));
    expect(await within(cards[0]!).findByRole("img", { name: "Viewed" })).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/recommendations/r1/viewed");
    const reads = fetchMock.mock.calls.filter(
      ([url, init]) => url === "/api/recommendations/u1?limit=3" && init?.method === "GET",
    );
    expect(reads).toHaveLength(2);
  });

  it("shows a new member the popular picks, says so, and sends no viewed mark for them", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const picks = [
      { ...rec("story:c-1", "post", "Evaluation nerves", 0, "/community/c-1"), userId: "guest-user" },
      { ...rec("blog:c-2", "blog", "Calm mornings", 0, "/blog/calm-mornings"), userId: "guest-user" },
    ];
    picks[0]!.content.category = "general-wellness";
    const fetchMock = stubFetch(() => json(picks));
    renderAt(<RecommendationsSection />);
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/recommendations/u1?limit=3");
    expect(screen.getByText(/Popular with the community right now/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Save your preferences" })).toHaveAttribute("href", "/preferences");
    // The badge reads as a label, never as the slug.
    expect(within(cards[0]!).getByText("General Wellness")).toBeInTheDocument();
    expect(screen.queryByText("general-wellness")).toBeNull();
    await userEvent.click(within(cards[0]!).getByRole("button"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("offers to set up preferences when there are none, or the call fails", async () => {
    stubFetch(() => json([]));
    const { unmount } = renderAt(<RecommendationsSection />);
    expect(await screen.findByText("No personalized recommendations available yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set Up Preferences" })).toHaveAttribute("href", "/preferences");
    unmount();
    stubFetch(() => json({ message: "down" }, 503));
    renderAt(<RecommendationsSection />);
    expect(await screen.findByText("No personalized recommendations available yet.")).toBeInTheDocument();
  });

  it("shows 3 skeleton cards while loading", () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderAt(<RecommendationsSection />);
    expect(screen.getByRole("status", { name: "Loading" }).children).toHaveLength(3);
  });

  it("leaves out a card whose warning a visitor hides, and collapses one whose warning they collapse", async () => {
    localStorage.setItem(GUEST_WARNING_SETTINGS_KEY, JSON.stringify({ settings: hidePetLoss }));
    stubFetch(() => json(WARNED));
    renderAt(<RecommendationsSection />);
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(screen.queryByText("Goodbye Biscuit")).toBeNull();
    expect(screen.queryByText("Goodbye Biscuit excerpt")).toBeNull();
    // Grief collapses by default: the title stays, its opening lines wait behind the warning.
    expect(within(cards[0]!).getByRole("heading", { name: "A hard week" })).toBeInTheDocument();
    expect(within(cards[0]!).queryByText("A hard week excerpt")).toBeNull();
    expect(within(cards[0]!).getByText("Content warning: grief")).toBeInTheDocument();
    await userEvent.click(within(cards[0]!).getByRole("button", { name: "Show" }));
    expect(within(cards[0]!).getByText("A hard week excerpt")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Calm mornings excerpt")).toBeInTheDocument();
  });

  it("says so when every card carries a warning the reader hides, rather than look empty", async () => {
    localStorage.setItem(GUEST_WARNING_SETTINGS_KEY, JSON.stringify({ settings: hidePetLoss }));
    stubFetch(() => json([WARNED[0]]));
    renderAt(<RecommendationsSection />);
    expect(
      await screen.findByText("The recommendations here carry content warnings you chose to hide."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("keeps to a member's choices from their account, on the home page and on /preferences", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubFetch((url) =>
      url === "/api/content-warning-settings"
        ? json({ settings: { ...hidePetLoss, grief: { mode: "show", until: null } } })
        : json(WARNED.map((card) => ({ ...card, userId: "u1" }))),
    );
    renderAt(
      <>
        <RecommendationsSection />
        <YourRecommendations userId="u1" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText("A hard week excerpt")).toHaveLength(2));
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.queryByText("Goodbye Biscuit")).toBeNull();
    expect(screen.queryByText(/Content warning/)).toBeNull();
  });
});

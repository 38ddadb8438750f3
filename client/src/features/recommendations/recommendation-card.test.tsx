import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { EngagementCard } from "./engagement-card";
import { useEngagement } from "./hooks";
import { RecommendationsSection } from "./recommendations-section";

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

const recommendation = (viewed: number) => ({
  id: "r1",
  userId: "u1",
  contentId: "c-r1",
  contentType: "blog",
  score: 80,
  reasoning: "Because you chose dogs.",
  viewed,
  createdAt: "2026-11-21T00:00:00Z",
  content: {
    title: "Obedience basics",
    excerpt: "Sit, stay.",
    author: "Ann",
    category: "Blog",
    path: "/blog/obedience-basics",
  },
});

/** The engagement figures as the preferences page shows them, beside the home section. */
function Engagement() {
  const engagement = useEngagement("u1");
  return engagement.data ? <EngagementCard engagement={engagement.data} /> : null;
}

/** A member's API: one unviewed recommendation until PUT .../viewed arrives; engagement follows. */
function stubMemberApi() {
  let viewed = 0;
  return stubFetch((url, init) => {
    if (init?.method === "PUT") {
      viewed = 1;
      return new Response(null, { status: 204 });
    }
    if (url.startsWith("/api/user-engagement/")) {
      return json({
        totalRecommendations: 1,
        viewedRecommendations: viewed,
        engagementRate: viewed * 100,
        topCategories: [],
      });
    }
    return json([recommendation(viewed)]);
  });
}

describe("RecommendationCard", () => {
  it("marks the recommendation viewed when its View link is followed, and still navigates", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const fetchMock = stubMemberApi();
    const { history } = renderAt(
      <>
        <RecommendationsSection />
        <Engagement />
      </>,
    );
    const [card] = await screen.findAllByRole("article");
    const analytics = await screen.findByRole("region", { name: "Engagement Analytics" });
    expect(within(analytics).getByText("0.0%")).toBeInTheDocument();
    const view = within(card!).getByRole("link", { name: "View" });
    const target = view.getAttribute("href");

    await userEvent.click(view);

    expect(target).toBe("/blog/obedience-basics");
    expect(history.at(-1)).toBe(target);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/recommendations/r1/viewed");
    // The viewed update has a JSON content type and no body.
    expect(put?.[1]?.headers).toEqual({ "Content-Type": "application/json" });
    expect(put?.[1]?.body).toBeUndefined();
    // The list and the engagement figures are reloaded.
    expect(await within(card!).findByRole("img", { name: "Viewed" })).toBeInTheDocument();
    expect(await within(analytics).findByText("100.0%")).toBeInTheDocument();
  });

  it("marks it viewed on a click anywhere on the card, once per click", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const fetchMock = stubMemberApi();
    renderAt(<RecommendationsSection />);
    const [card] = await screen.findAllByRole("article");
    await userEvent.click(within(card!).getByText("By Ann"));
    expect(await within(card!).findByRole("img", { name: "Viewed" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(1);
  });
});

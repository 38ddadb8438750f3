import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import PreferencesPage from "./preferences-page";

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

const saved = {
  userId: "u1",
  petTypes: ["cat"],
  interests: ["wellness"],
  preferredContentTypes: ["blog"],
  activityLevel: "high",
};
const engagement = {
  totalRecommendations: 12,
  viewedRecommendations: 5,
  engagementRate: 41.7,
  topCategories: ["Stories", "Blog"],
};

function renderPage() {
  return renderAt(
    <>
      <PreferencesPage />
      <Toaster />
    </>,
    "/preferences",
  );
}

function recommendation(id: string, title: string, userId: string, category = "Stories") {
  return {
    id,
    userId,
    contentId: `c-${id}`,
    contentType: "post",
    score: 80,
    reasoning: `Because you like Cats: "${title}".`,
    viewed: 0,
    createdAt: "2026-11-21T00:00:00Z",
    content: { title, excerpt: `${title} excerpt`, author: "Ann", category, path: `/community/c-${id}` },
  };
}
/** A new member's list before any save: the community's popular picks, under the guest id. */
const popularPicks = [recommendation("post:1", "Popular thread", "guest-user", "general-wellness")];

/** Answers GETs with the saved preferences, engagement and `recommendations()`; writes with `write`. */
function stubApi(
  write: (url: string, init?: RequestInit) => Response | Promise<Response>,
  engagementBody: unknown = engagement,
  recommendations: () => unknown[] = () => popularPicks,
) {
  return stubFetch((url, init) => {
    if (init?.method && init.method !== "GET") return write(url, init);
    if (url.startsWith("/api/user-engagement/")) return json(engagementBody);
    if (url.startsWith("/api/recommendations/")) return json(recommendations());
    return json(saved);
  });
}

describe("PreferencesPage", () => {
  it("asks a visitor to log in or join", () => {
    stubFetch(() => json({}));
    renderPage();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?next=%2Fpreferences");
    expect(screen.getByRole("link", { name: "Join Community" })).toHaveAttribute("href", "/signup?next=%2Fpreferences");
    expect(screen.queryByRole("button", { name: "Save Preferences" })).toBeNull();
  });

  it("lets a visitor choose what they see of content warnings, kept in this browser", async () => {
    const fetchMock = stubFetch(() => json({}));
    renderPage();
    const section = screen.getByRole("region", { name: "Content warnings" });
    const grief = within(section).getByRole("group", { name: "grief" });
    await userEvent.click(within(grief).getByRole("radio", { name: "Hide" }));
    await userEvent.selectOptions(within(grief).getByRole("combobox", { name: "How long to hide grief" }), "For a day");
    const stored = JSON.parse(localStorage.getItem("content-warning-settings") ?? "null");
    expect(stored.settings.grief.mode).toBe("hide");
    expect(Date.parse(stored.settings.grief.until)).toBeGreaterThan(Date.now());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fills the form from the saved preferences and shows the analytics", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const fetchMock = stubApi(() => json({}));
    renderPage();
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "Cats" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Dogs" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Mental Wellness" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Blog Posts" })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Activity level" })).toHaveValue("high");
    const analytics = await screen.findByRole("region", { name: "Engagement Analytics" });
    expect(within(analytics).getByText("12")).toBeInTheDocument();
    expect(within(analytics).getByText("41.7%")).toBeInTheDocument();
    expect(within(analytics).getByText("Stories, Blog")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/user-preferences/u1");
  });

  it("formats a whole rate with one decimal and says 'None yet' without categories", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubApi(() => json({}), {
      totalRecommendations: 4,
      viewedRecommendations: 1,
      engagementRate: 25,
      topCategories: [],
    });
    renderPage();
    const analytics = await screen.findByRole("region", { name: "Engagement Analytics" });
    expect(within(analytics).getByText("25.0%")).toBeInTheDocument();
    expect(within(analytics).getByText("None yet")).toBeInTheDocument();
  });

  it("shows no analytics to a member who has opened no recommendation yet: nothing to tell", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const fetchMock = stubApi(() => json({}), {
      totalRecommendations: 5,
      viewedRecommendations: 0,
      engagementRate: 0,
      topCategories: [],
    });
    renderPage();
    await screen.findByRole("checkbox", { name: "Cats" });
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/user-engagement/u1"));
    expect(screen.queryByRole("region", { name: "Engagement Analytics" })).toBeNull();
    expect(screen.queryByText("0.0%")).toBeNull();
  });

  it("hides the analytics card when engagement did not come back", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubFetch((url) => (url.startsWith("/api/user-engagement/") ? json({ message: "x" }, 500) : json(saved)));
    renderPage();
    await screen.findByRole("checkbox", { name: "Cats" });
    expect(screen.queryByRole("region", { name: "Engagement Analytics" })).toBeNull();
  });

  it("saves the ticked values, reads 'Saving...' while pending and toasts", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (finish = resolve)));
    renderPage();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Dogs" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Cats" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Activity level" }), "low");
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Generate New Recommendations" })).toBeEnabled();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(put[0]).toBe("/api/user-preferences/u1");
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      userId: "u1",
      petTypes: ["dog"],
      interests: ["wellness"],
      preferredContentTypes: ["blog"],
      activityLevel: "low",
    });
    await act(async () => finish(json(saved)));
    expect(await screen.findByText("Preferences Updated")).toBeInTheDocument();
    expect(screen.getByText("Your AI recommendation preferences have been saved.")).toBeInTheDocument();
  });

  it("shows a new member the popular picks below the form, then their own once saving made them", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let isSaved = false;
    const fetchMock = stubApi(
      () => {
        isSaved = true;
        return json(saved);
      },
      engagement,
      () => (isSaved ? [recommendation("r1", "Cat naps and calm", "u1", "anxiety-depression")] : popularPicks),
    );
    renderPage();
    const list = await screen.findByRole("region", { name: "Your Recommendations" });
    expect(await within(list).findByRole("heading", { name: "Popular thread" })).toBeInTheDocument();
    expect(
      within(list).getByText("Popular with the community right now. Save your preferences to make these your own."),
    ).toBeInTheDocument();
    expect(within(list).getByText("General Wellness")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await within(list).findByRole("heading", { name: "Cat naps and calm" })).toBeInTheDocument();
    expect(within(list).getByText("Anxiety & Depression")).toBeInTheDocument();
    expect(within(list).queryByText(/Popular with the community/)).toBeNull();
    // One request saved and generated: no separate generate call.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/recommendations/u1?limit=5").length).toBeGreaterThan(1);
    expect(await screen.findByText("Preferences Updated")).toBeInTheDocument();
  });

  it("says 'No recommendations found.' when there is nothing to recommend yet", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubApi(
      () => json({}),
      engagement,
      () => [],
    );
    renderPage();
    const list = await screen.findByRole("region", { name: "Your Recommendations" });
    expect(await within(list).findByText("No recommendations found.")).toBeInTheDocument();
  });

  it("generates with 'Generating...' and shows the error notice on an HTTP error", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (finish = resolve)));
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Generate New Recommendations" }));
    expect(await screen.findByRole("button", { name: "Generating..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save Preferences" })).toBeEnabled();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === "POST")?.[0]).toBe(
      "/api/recommendations/u1/generate",
    );
    await act(async () => finish(json({ message: "Something went wrong" }, 500)));
    expect(await screen.findByText("Failed to generate new recommendations. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate New Recommendations" })).toBeEnabled();
  });

  it("shows the save error notice on a failure", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubApi(() => Promise.reject(new TypeError("Failed to fetch")));
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Failed to update preferences. Please try again.")).toBeInTheDocument();
  });
});

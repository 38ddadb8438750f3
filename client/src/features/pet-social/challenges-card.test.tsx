import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChallengeView } from "@shared/contracts/wellness-challenges.contract";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { ChallengesCard } from "./challenges-card";

afterEach(async () => {
  await logOut();
  vi.unstubAllGlobals();
});

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
/** A date input's value, `days` from today. */
const dateInput = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

function challenge(n: number): ChallengeView {
  return {
    id: `c${n}`,
    title: `Challenge ${n}`,
    description: `Walk ${n} times`,
    startDate: daysFromNow(-3).toISOString(),
    endDate: daysFromNow(27).toISOString(),
    participants: n,
    imageUrl: null,
    imageAlt: "",
    createdAt: "2026-02-01T00:00:00.000Z",
    status: "published",
    hiddenReason: null,
    memberMade: false,
    isOwn: false,
  };
}

function renderCard() {
  return renderAt(
    <>
      <ChallengesCard />
      <Toaster />
    </>,
  );
}

describe("ChallengesCard", () => {
  it("shows only the first 3 challenges with participants, and no Create button for guests", async () => {
    stubFetch(() => json([1, 2, 3, 4, 5].map(challenge)));
    renderCard();
    expect(await screen.findByText("Challenge 1")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByText("Challenge 4")).toBeNull();
    expect(screen.getByText(/3 participants/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create" })).toBeNull();
  });

  it("never shows an ended challenge as current, and says whether each is on now or still to start", async () => {
    const ended = { ...challenge(1), startDate: daysFromNow(-30), endDate: daysFromNow(-1) };
    const upcoming = { ...challenge(3), startDate: daysFromNow(5), endDate: daysFromNow(20) };
    // A list loaded before challenge 1 ended (the server leaves ended ones out of a fresh one).
    stubFetch(() => json([ended, challenge(2), upcoming, challenge(4), challenge(5)]));
    renderCard();
    expect(await screen.findByText("Challenge 2")).toBeInTheDocument();
    expect(screen.queryByText("Challenge 1")).toBeNull();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Happening now")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Challenge 3")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Starting soon")).toBeInTheDocument();
    expect(within(items[2]!).getByText("Challenge 4")).toBeInTheDocument();
  });

  it("says there are none when every challenge loaded has ended since", async () => {
    stubFetch(() => json([{ ...challenge(1), startDate: daysFromNow(-30), endDate: daysFromNow(-1) }]));
    renderCard();
    expect(await screen.findByText(/No challenges yet/)).toBeInTheDocument();
    expect(screen.queryByText("Challenge 1")).toBeNull();
  });

  it("says calmly that the challenges could not be loaded, not that there are none", async () => {
    stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the challenges right now.");
    expect(screen.queryByText(/No challenges yet/)).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("names the missing dates when a member submits the create form without them", async () => {
    const fetchMock = stubFetch(() => json([]));
    rememberLogin({ id: "u1", username: "luna" });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Create" }));
    await userEvent.type(await screen.findByLabelText("Title", {}, { timeout: 5000 }), "Daily walk");
    await userEvent.type(screen.getByLabelText("Description"), "Walk together every day");
    await userEvent.click(screen.getByRole("button", { name: "Create Challenge" }));
    expect(await screen.findByText("Start date is required")).toBeInTheDocument();
    expect(screen.getByText("End date is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("sends the dates as ISO timestamps and reloads the list", async () => {
    let created = false;
    const fetchMock = stubFetch((_url, init) => {
      if (init?.method === "POST") {
        created = true;
        return json(challenge(9), 201);
      }
      return json(created ? [challenge(9)] : []);
    });
    rememberLogin({ id: "u1", username: "luna" });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Create" }));
    await userEvent.type(await screen.findByLabelText("Title", {}, { timeout: 5000 }), "Challenge 9");
    await userEvent.type(screen.getByLabelText("Description"), "Walk 9 times");
    await userEvent.type(screen.getByLabelText("Start date"), dateInput(1));
    await userEvent.type(screen.getByLabelText("End date"), dateInput(30));
    await userEvent.click(screen.getByRole("button", { name: "Create Challenge" }));

    expect(await screen.findByText("Wellness challenge created successfully!")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(post[1]?.body))).toMatchObject({
      startDate: `${dateInput(1)}T00:00:00.000Z`,
      endDate: `${dateInput(30)}T00:00:00.000Z`,
    });
    expect(await screen.findByText("Challenge 9")).toBeInTheDocument();
  });

  it("shows the failure message when the server refuses", async () => {
    stubFetch((_url, init) => (init?.method === "POST" ? json({ message: "Something went wrong" }, 500) : json([])));
    rememberLogin({ id: "u1", username: "luna" });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Create" }));
    await userEvent.type(await screen.findByLabelText("Title", {}, { timeout: 5000 }), "Daily walk");
    await userEvent.type(screen.getByLabelText("Description"), "Walk together");
    await userEvent.type(screen.getByLabelText("Start date"), "2026-03-01");
    await userEvent.type(screen.getByLabelText("End date"), "2026-03-31");
    await userEvent.click(screen.getByRole("button", { name: "Create Challenge" }));
    expect(await screen.findByText("Failed to create wellness challenge")).toBeInTheDocument();
  });
});

describe("ChallengesCard joining", () => {
  const running = { ...challenge(7), endDate: new Date(Date.now() + 10 * 86_400_000) };

  it("invites a guest to log in to join a running challenge", async () => {
    stubFetch(() => json([running]));
    renderCard();
    expect(await screen.findByRole("link", { name: "Log in to join" })).toHaveAttribute(
      "href",
      "/login?next=%2Fpets-social",
    );
  });

  it("lets a member join, then shows 'You're in' with the new count, and leave again", async () => {
    let joined = false;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === "POST") joined = true;
      if (init?.method === "DELETE") joined = false;
      if (init?.method === "POST" || init?.method === "DELETE") {
        return json({ challengeId: "c7", participants: joined ? 8 : 7, joined });
      }
      if (url.endsWith("/joined")) return json(joined ? ["c7"] : []);
      return json([{ ...running, participants: joined ? 8 : 7 }]);
    });
    rememberLogin({ id: "u1", username: "luna" });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Join Challenge 7" }));
    expect(await screen.findByText("You're in")).toBeInTheDocument();
    expect(await screen.findByText(/8 participants/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/wellness-challenges/c7/participants",
      expect.objectContaining({ method: "POST" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Leave Challenge 7" }));
    expect(await screen.findByRole("button", { name: "Join Challenge 7" })).toBeInTheDocument();
    expect(screen.queryByText("You're in")).toBeNull();
  });
});

describe("ChallengesCard reporting and moderation", () => {
  const stored = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

  it("offers Report on a challenge another member made, not on the site's own or the reader's own", async () => {
    stubFetch(() =>
      json([
        { ...challenge(1), id: stored(1), memberMade: true },
        { ...challenge(2), id: stored(2), memberMade: false },
        { ...challenge(3), id: stored(3), memberMade: true, isOwn: true },
      ]),
    );
    renderCard();
    expect(await screen.findByRole("button", { name: "Report the challenge Challenge 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Report the challenge Challenge 2" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Report the challenge Challenge 3" })).toBeNull();
  });

  it("tells the creator their held challenge waits for a moderator, with support at hand", async () => {
    stubFetch(() => json([{ ...challenge(1), id: stored(1), memberMade: true, isOwn: true, status: "held" }]));
    rememberLogin({ id: "u1", username: "luna" });
    renderCard();
    expect(await screen.findByText("A moderator will read this soon. Here is support now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/crisis");
  });
});

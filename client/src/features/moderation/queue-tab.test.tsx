import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModerationCaseView } from "@shared/safety/moderation";
import { Toaster } from "@/components/ui/toaster";
import { AdminScreen } from "@/features/admin/admin-screen";
import { json, stubFetch, type FetchAnswer } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";

const NOW = new Date("2026-11-21T12:00:00Z");
const moderator = { user: { id: "m1", username: "sam", role: "moderator" } };

function minutesAgo(minutes: number): string {
  return new Date(NOW.getTime() - minutes * 60_000).toISOString();
}

function caseRow(overrides: Partial<ModerationCaseView>): ModerationCaseView {
  return {
    id: "c1",
    priority: "reported",
    itemType: "post",
    itemId: "p1",
    itemUrl: "/community/p1",
    snapshot: { title: "Cheap leads", content: "Buy now" },
    current: { title: "Cheap leads", content: "Buy now" },
    state: { held: false, hidden: false, locked: false, contentWarnings: [] },
    author: { id: "u1", username: "maya", suspendedUntil: null, suspended: false },
    authorRecent: [],
    reasons: [{ reason: "spam", count: 2 }],
    notes: [],
    answers: [],
    crisisMatch: false,
    claimedBy: null,
    openedAt: minutesAgo(30),
    ...overrides,
  };
}

const held = caseRow({
  id: "c-held",
  priority: "held",
  snapshot: { title: "Tonight", content: "I can't do this any more" },
  current: { title: "Tonight", content: "I can't do this any more" },
  state: { held: true, hidden: false, locked: false, contentWarnings: [] },
  reasons: [],
  answers: [{ text: "I'm at my sister's now. Thank you.", createdAt: minutesAgo(2) }],
  crisisMatch: true,
  openedAt: minutesAgo(130),
});
const atRisk = caseRow({
  id: "c-risk",
  priority: "at-risk",
  itemType: "reply",
  itemUrl: "/community/p9#reply-r1",
  snapshot: { content: "Nobody would notice" },
  current: null,
  author: { id: "u2", username: "lee", suspendedUntil: null, suspended: false },
  reasons: [{ reason: "at-risk", count: 1 }],
  notes: [{ reason: "at-risk", note: "Please check on them", createdAt: minutesAgo(5) }],
  openedAt: minutesAgo(5),
});
const reported = caseRow({
  id: "c-spam",
  snapshot: { title: "Cheap leads", content: "Buy now" },
  current: { title: "Cheap leads", content: "Buy later" },
  state: { held: false, hidden: true, locked: true, contentWarnings: ["pet-loss", "grief"] },
  author: { id: "u3", username: "spammer", suspendedUntil: "2026-11-28T12:00:00Z", suspended: true },
  authorRecent: [
    { itemType: "post", url: "/community/p2", excerpt: "More leads", createdAt: minutesAgo(60) },
    { itemType: "story", url: "/stories/s1", excerpt: "A story", createdAt: minutesAgo(90) },
  ],
  reasons: [
    { reason: "spam", count: 3 },
    { reason: "harassment", count: 1 },
  ],
  claimedBy: { id: "m2", username: "ana" },
  openedAt: minutesAgo(3 * 24 * 60 + 4 * 60),
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The moderator's /admin, with the queue answered by `rows` and writes by `write`. */
function stubQueue(rows: ModerationCaseView[], write: FetchAnswer = () => json({ resolved: true })) {
  return stubFetch((url, init) => {
    if (url === "/api/me") return json(moderator);
    if (init?.method && init.method !== "GET") return write(url, init);
    if (url === "/api/moderation/queue/count") return json({ open: rows.length });
    if (url === "/api/moderation/queue") return json(rows);
    return json([]);
  });
}

function renderQueue() {
  return renderAt(
    <>
      <AdminScreen />
      <Toaster />
    </>,
    "/admin",
  );
}

async function rowFor(title: RegExp | string) {
  // The first render of /admin loads several lists: allow for a busy machine.
  const heading = await screen.findByRole("heading", { name: title }, { timeout: 5000 });
  return heading.closest("article")!;
}

function writes(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => ({
      method: init?.method,
      url: String(url),
      body: init?.body && JSON.parse(String(init.body)),
    }));
}

describe("Queue tab", () => {
  it("comes first, shows the open count and lists the rows in the server's order with calm badges", async () => {
    stubQueue([held, atRisk, reported]);
    renderQueue();
    expect(await screen.findByRole("tab", { name: "Queue (3)" }, { timeout: 5000 })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const rows = await screen.findAllByRole("article", undefined, { timeout: 5000 });
    expect(rows.map((row) => within(row).getAllByRole("heading")[0]!.textContent)).toEqual([
      "Discussion by maya",
      "Reply by lee",
      "Discussion by spammer",
    ]);
    expect(within(rows[0]!).getByText("Held: crisis")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("May be at risk")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Reported")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("waiting 2 h 10 min")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("waiting 5 min")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("waiting 3 d 4 h")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: "Open the reply" })).toHaveAttribute(
      "href",
      "/community/p9#reply-r1",
    );
  });

  it("shows the text as reported, the text now when it differs, states, reasons, notes and the author", async () => {
    stubQueue([held, atRisk, reported]);
    renderQueue();
    const heldRow = await rowFor("Discussion by maya");
    expect(within(heldRow).queryByRole("region", { name: "Now" })).toBeNull();
    expect(
      within(heldRow).getByText(
        "Held automatically: possible crisis. Nobody reported it; its words matched a crisis phrase when it was written.",
      ),
    ).toBeInTheDocument();
    // Nothing was reported: the words are shown as written, and the actions fit a hold.
    expect(within(heldRow).getByRole("region", { name: "As written" })).toHaveTextContent("I can't do this any more");
    expect(within(heldRow).queryByRole("region", { name: "As reported" })).toBeNull();
    expect(within(heldRow).getByRole("button", { name: "Keep it held" })).toBeInTheDocument();
    expect(within(heldRow).getByRole("button", { name: "Publish" })).toBeInTheDocument();
    expect(within(heldRow).queryByRole("button", { name: "Dismiss" })).toBeNull();
    const answers = within(heldRow).getByRole("region", { name: "The author's answers" });
    expect(answers).toHaveTextContent("I'm at my sister's now. Thank you.");
    expect(answers).toHaveTextContent("Nov 21, 2026");

    const riskRow = await rowFor("Reply by lee");
    expect(within(riskRow).getByRole("region", { name: "As reported" })).toHaveTextContent("Nobody would notice");
    expect(within(riskRow).getByRole("region", { name: "Now" })).toHaveTextContent("Deleted by its author");
    expect(within(riskRow).getByRole("list", { name: "Notes from reporters" })).toHaveTextContent(
      "Someone may be at risk: Please check on them",
    );

    const spamRow = await rowFor("Discussion by spammer");
    expect(within(spamRow).getByRole("region", { name: "Now" })).toHaveTextContent("Buy later");
    expect(
      within(within(spamRow).getByRole("list", { name: "State" }))
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Hidden", "Locked", "Warnings: pet loss · grief"]);
    expect(
      within(within(spamRow).getByRole("list", { name: "Reasons" }))
        .getAllByRole("listitem")
        .map((reason) => reason.textContent),
    ).toEqual(["Spam or advertising (3)", "Harassment or bullying (1)"]);
    expect(within(spamRow).getByText(/^Suspended until Nov 28, 2026/)).toBeInTheDocument();
    expect(within(spamRow).getByText("Recent posts by spammer (2)")).toBeInTheDocument();
    expect(within(spamRow).getByRole("link", { name: "More leads" })).toHaveAttribute("href", "/community/p2");
    expect(within(spamRow).getByText("Claimed by ana")).toBeInTheDocument();
    expect(within(spamRow).queryByRole("button", { name: "Claim" })).toBeNull();
    // A hidden item offers Restore, a suspended author Lift suspension.
    expect(within(spamRow).getByRole("button", { name: "Restore" })).toBeInTheDocument();
    expect(within(spamRow).getByRole("button", { name: "Lift suspension" })).toBeInTheDocument();
    expect(within(spamRow).queryByRole("button", { name: "Hide" })).toBeNull();
    expect(within(spamRow).queryByRole("button", { name: "Lock thread" })).toBeNull();
  });

  it("says so calmly when nothing is waiting", async () => {
    stubQueue([]);
    renderQueue();
    expect(await screen.findByText("Nothing waiting. Thank you for looking after everyone.")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Queue (0)" })).toBeInTheDocument();
  });

  it("says calmly that the queue could not be loaded, with Try again", async () => {
    stubFetch((url) => {
      if (url === "/api/me") return json(moderator);
      if (url === "/api/moderation/queue/count") return json({ open: 1 });
      return json({ message: "Something went wrong" }, 500);
    });
    renderQueue();
    expect(await screen.findByText("We couldn't load the queue right now.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing waiting/)).toBeNull();
  });

  it("claims and releases a case", async () => {
    const fetchMock = stubQueue([atRisk], (url, init) =>
      json({ ...atRisk, claimedBy: init?.method === "POST" ? { id: "m1", username: "sam" } : null }),
    );
    renderQueue();
    const row = await rowFor("Reply by lee");
    expect(within(row).getByText("Nobody has claimed this yet")).toBeInTheDocument();
    await userEvent.click(within(row).getByRole("button", { name: "Claim" }));
    expect(await within(row).findByText("Claimed by you")).toBeInTheDocument();
    await userEvent.click(within(row).getByRole("button", { name: "Release" }));
    expect(await within(row).findByText("Nobody has claimed this yet")).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      { method: "POST", url: "/api/moderation/cases/c-risk/claim", body: undefined },
      { method: "DELETE", url: "/api/moderation/cases/c-risk/claim", body: undefined },
    ]);
  });

  it("says who holds a case when another moderator claimed it first", async () => {
    stubQueue([atRisk], () => json({ message: "ana is already looking at this" }, 409));
    renderQueue();
    const row = await rowFor("Reply by lee");
    await userEvent.click(within(row).getByRole("button", { name: "Claim" }));
    expect(await within(row).findByRole("alert")).toHaveTextContent("ana is already looking at this");
  });

  it.each([
    ["Dismiss", "Dismiss", { action: "dismiss", reason: "Not spam" }, "Reports dismissed. The case is closed."],
    ["Hide", "Hide", { action: "hide", reason: "Not spam" }, "The discussion is hidden."],
    ["Delete", "Delete", { action: "delete", reason: "Not spam" }, "The discussion is deleted."],
  ])(
    "%s asks why, posts that body, and the closed case leaves the list with a toast",
    async (button, submit, body, toastText) => {
      const published = caseRow({ id: "c-pub" });
      const fetchMock = stubQueue([published]);
      renderQueue();
      const row = await rowFor("Discussion by maya");
      await userEvent.click(within(row).getByRole("button", { name: button }));
      const dialog = await screen.findByRole("dialog");
      await userEvent.type(within(dialog).getByRole("textbox", { name: "Why? The audit log keeps this." }), "Not spam");
      await userEvent.click(within(dialog).getByRole("button", { name: submit }));
      expect(await screen.findByText(toastText)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("heading", { name: "Discussion by maya" })).toBeNull());
      expect(writes(fetchMock)).toEqual([{ method: "POST", url: "/api/moderation/cases/c-pub/actions", body }]);
    },
  );

  it("locks a thread and keeps the case open, showing the row the server answers", async () => {
    const published = caseRow({ id: "c-pub" });
    const fetchMock = stubQueue([published], () =>
      json({ ...published, state: { ...published.state!, locked: true } }),
    );
    renderQueue();
    const row = await rowFor("Discussion by maya");
    await userEvent.click(within(row).getByRole("button", { name: "Lock thread" }));
    const dialog = await screen.findByRole("dialog", { name: "Lock this thread?" });
    await userEvent.type(within(dialog).getByRole("textbox"), "Going in circles");
    await userEvent.click(within(dialog).getByRole("button", { name: "Lock thread" }));
    expect(await screen.findByText("The thread is locked.")).toBeInTheDocument();
    expect(await within(row).findByText("Locked")).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "Lock thread" })).toBeNull();
    expect(writes(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/moderation/cases/c-pub/actions",
        body: { action: "lock", reason: "Going in circles" },
      },
    ]);
  });

  it("asks for the open count again every 30 seconds while the page is open", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    let open = 3;
    stubFetch((url) => {
      if (url === "/api/me") return json(moderator);
      if (url === "/api/moderation/queue/count") return json({ open });
      return json([]);
    });
    renderQueue();
    expect(await screen.findByRole("tab", { name: "Queue (3)" })).toBeInTheDocument();
    open = 4;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByRole("tab", { name: "Queue (4)" })).toBeInTheDocument();
  });

  it("offers Publish for a held post, and asks for a reason before sending", async () => {
    const fetchMock = stubQueue([held]);
    renderQueue();
    const row = await rowFor("Discussion by maya");
    expect(within(row).queryByRole("button", { name: "Restore" })).toBeNull();
    expect(within(row).queryByRole("button", { name: "Hide" })).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish this discussion?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Say why, for the audit log");
    expect(writes(fetchMock)).toEqual([]);
    await userEvent.type(within(dialog).getByRole("textbox"), "Checked in with them");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The discussion is published.")).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/moderation/cases/c-held/actions",
        body: { action: "restore", reason: "Checked in with them" },
      },
    ]);
  });

  it("adds content warnings and shows the row the server answers", async () => {
    const fetchMock = stubQueue([held], (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { contentWarnings: string[] };
      return json({ ...held, state: { ...held.state!, contentWarnings: body.contentWarnings } });
    });
    renderQueue();
    const row = await rowFor("Discussion by maya");
    await userEvent.click(within(row).getByRole("button", { name: "Add content warning" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "suicide mention" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "grief" }));
    await userEvent.type(within(dialog).getByRole("textbox"), "Before publishing");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save warnings" }));
    expect(await screen.findByText("Content warnings saved.")).toBeInTheDocument();
    expect(await within(row).findByText("Warnings: suicide mention · grief")).toBeInTheDocument();
    expect(writes(fetchMock)[0]!.body).toEqual({
      action: "warn",
      reason: "Before publishing",
      contentWarnings: ["suicide", "grief"],
    });
  });

  it("sends the author a note with the message as its body", async () => {
    const fetchMock = stubQueue([atRisk], () => json(atRisk));
    renderQueue();
    const row = await rowFor("Reply by lee");
    await userEvent.click(within(row).getByRole("button", { name: "Send the author a note" }));
    const dialog = await screen.findByRole("dialog", { name: "A note to lee" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Your note" }), "We are here if you need us.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send note" }));
    expect(await screen.findByText("Note sent to lee.")).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/moderation/cases/c-risk/actions",
        body: { action: "note", message: "We are here if you need us." },
      },
    ]);
  });

  it("suspends the author for the chosen time, then offers Lift suspension", async () => {
    const fetchMock = stubQueue([atRisk], () => json({ suspendedUntil: null, suspended: true }));
    renderQueue();
    const row = await rowFor("Reply by lee");
    await userEvent.click(within(row).getByRole("button", { name: "Suspend author" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend lee?" });
    expect(within(dialog).getByRole("radio", { name: "1 day" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Until lifted" }));
    await userEvent.type(within(dialog).getByRole("textbox"), "Harassing members");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("lee is suspended.")).toBeInTheDocument();
    expect(await within(row).findByText("Suspended until a moderator lifts it")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Lift suspension" })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/moderation/members/u2/suspension",
        body: { days: null, reason: "Harassing members" },
      },
    ]);
  });

  it("lifts a suspension with its reason", async () => {
    const fetchMock = stubQueue([reported], () => json({ suspendedUntil: null, suspended: false }));
    renderQueue();
    const row = await rowFor("Discussion by spammer");
    await userEvent.click(within(row).getByRole("button", { name: "Lift suspension" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox"), "Appeal accepted");
    await userEvent.click(within(dialog).getByRole("button", { name: "Lift suspension" }));
    expect(await screen.findByText("spammer can post again.")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Suspend author" })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/moderation/members/u3/suspension/lift",
        body: { reason: "Appeal accepted" },
      },
    ]);
  });

  it("keeps the dialog and its text open with the server's message when an action is refused", async () => {
    stubQueue([reported], () => json({ message: "This case was already closed by ana" }, 409));
    renderQueue();
    const row = await rowFor("Discussion by spammer");
    await userEvent.click(within(row).getByRole("button", { name: "Dismiss" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox"), "Fine");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This case was already closed by ana");
    expect(within(dialog).getByRole("textbox")).toHaveValue("Fine");
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NewsletterOverview } from "@shared/contracts/newsletter.contract";
import { Toaster } from "@/components/ui/toaster";
import NewsletterConfirmPage from "@/pages/newsletter-confirm-page";
import NewsletterUnsubscribePage from "@/pages/newsletter-unsubscribe-page";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt, LAZY_CODE_TIMEOUT } from "@/test/render";
import { NewsletterTab } from "./newsletter-tab";

afterEach(() => vi.unstubAllGlobals());

const ARTICLE_A = "11111111-1111-4111-8111-111111111111";
const ARTICLE_B = "22222222-2222-4222-8222-222222222222";

function overview(overrides: Partial<NewsletterOverview> = {}): NewsletterOverview {
  return {
    counts: { pending: 1, confirmed: 2, unsubscribed: 3 },
    subscribers: [
      { id: "s1", email: "sam@example.org", status: "confirmed", createdAt: "2026-11-20T10:00:00Z" },
      { id: "s2", email: "kim@example.org", status: "pending", createdAt: "2026-11-21T10:00:00Z" },
    ],
    issues: [
      {
        id: "i1",
        subject: "Spring walks",
        intro: "Hello.",
        articleIds: [ARTICLE_A],
        status: "draft",
        recipientCount: null,
        queued: 0,
        delivered: 0,
        createdAt: "2026-11-22T10:00:00Z",
        sentAt: null,
      },
      {
        id: "i0",
        subject: "Winter calm",
        intro: "Hello.",
        articleIds: [ARTICLE_A, ARTICLE_B],
        status: "sent",
        recipientCount: 5,
        queued: 5,
        delivered: 4,
        createdAt: "2026-11-01T10:00:00Z",
        sentAt: "2026-11-01T11:00:00Z",
      },
    ],
    articles: [
      { id: ARTICLE_A, title: "Quiet corners", excerpt: "A calm place.", createdAt: "2026-11-20T00:00:00Z" },
      { id: ARTICLE_B, title: "Slow walks", excerpt: "Step by step.", createdAt: "2026-11-19T00:00:00Z" },
    ],
    ...overrides,
  };
}

function renderTab() {
  return renderAt(
    <>
      <NewsletterTab />
      <Toaster />
    </>,
    "/admin?tab=newsletter",
  );
}

describe("NewsletterTab", () => {
  it("shows the subscribers by state, the issues with their counts and the newest subscribers", async () => {
    stubFetch(() => json(overview()));
    renderTab();
    const subscribers = await screen.findByRole("region", { name: "Subscribers" });
    expect(within(subscribers).getByText("Confirmed").nextSibling).toHaveTextContent("2");
    expect(within(subscribers).getByText("Waiting to confirm").nextSibling).toHaveTextContent("1");
    expect(within(subscribers).getByText("Unsubscribed").nextSibling).toHaveTextContent("3");
    const issues = screen.getByRole("region", { name: "Issues" });
    expect(within(issues).getByText("Delivered 4 of 5")).toBeInTheDocument();
    expect(within(issues).getByText("Draft")).toBeInTheDocument();
    expect(within(issues).getByText("Sent")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Newest subscribers" })).toHaveTextContent("kim@example.org");
  });

  it("composes a draft from the chosen articles, in the order they were picked", async () => {
    const fetchMock = stubFetch((url, init) =>
      url === "/api/newsletter/issues" && init?.method === "POST" ? json({ id: "i2" }, 201) : json(overview()),
    );
    renderTab();
    const form = await screen.findByRole("form", { name: "Compose an issue" }, LAZY_CODE_TIMEOUT);
    await userEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByText("Subject is required")).toBeInTheDocument();
    expect(within(form).getByText("Choose at least one article")).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText("Subject"), "Autumn notes");
    await userEvent.type(within(form).getByLabelText(/Introduction/), "Hello again.");
    await userEvent.click(within(form).getByRole("checkbox", { name: /Slow walks/ }));
    await userEvent.click(within(form).getByRole("checkbox", { name: /Quiet corners/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await screen.findAllByText("Draft saved. Send a test to yourself, then send it.")).not.toHaveLength(0);
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/newsletter/issues" && init?.method === "POST",
    );
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      subject: "Autumn notes",
      intro: "Hello again.",
      articleIds: [ARTICLE_B, ARTICLE_A],
    });
  });

  it("sends a test to the moderator, and says so when they have no address", async () => {
    let hasEmail = false;
    stubFetch((url, init) => {
      if (url === "/api/newsletter/issues/i1/test" && init?.method === "POST")
        return hasEmail
          ? json({ message: "A test is on its way to mod@example.org." }, 202)
          : json({ message: "Add and confirm an email address in your settings first" }, 400);
      return json(overview());
    });
    renderTab();
    const button = await screen.findByRole("button", { name: "Send test to me" });
    await userEvent.click(button);
    expect(
      (await screen.findAllByText("Add and confirm an email address in your settings first")).length,
    ).toBeGreaterThan(0);
    hasEmail = true;
    await userEvent.click(button);
    expect((await screen.findAllByText("A test is on its way to mod@example.org.")).length).toBeGreaterThan(0);
  });

  it("sends an issue only after the confirmation dialog", async () => {
    const fetchMock = stubFetch((url, init) =>
      url === "/api/newsletter/issues/i1/send" && init?.method === "POST"
        ? json({ ...overview().issues[0], status: "sending" }, 202)
        : json(overview()),
    );
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Send to 2 confirmed subscribers" }));
    const dialog = await screen.findByRole("dialog", { name: "Send this issue?" });
    expect(dialog).toHaveTextContent('"Spring walks" goes to 2 confirmed subscribers, once each.');
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/send"))).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Send to 2 confirmed subscribers" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/newsletter/issues/i1/send")).toHaveLength(1);
  });

  it("has empty states with no articles, issues or subscribers", async () => {
    stubFetch(() =>
      json(
        overview({ counts: { pending: 0, confirmed: 0, unsubscribed: 0 }, subscribers: [], issues: [], articles: [] }),
      ),
    );
    renderTab();
    expect(await screen.findByText(/No articles are published yet/)).toBeInTheDocument();
    expect(screen.getByText(/No issues yet/)).toBeInTheDocument();
    expect(screen.getByText(/Nobody has subscribed yet/)).toBeInTheDocument();
  });

  it("says when the newsletter cannot be loaded, and tries again", async () => {
    let isUp = false;
    stubFetch(() => (isUp ? json(overview()) : json({ message: "Service unavailable" }, 503)));
    renderTab();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the newsletter right now.");
    isUp = true;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Subscribers" })).toBeInTheDocument();
  });
});

describe("the newsletter's link pages", () => {
  it("confirms a subscription from the emailed link, once", async () => {
    const fetchMock = stubFetch(() => json({ message: "You're subscribed." }));
    renderAt(<NewsletterConfirmPage />, "/newsletter/confirm?token=abc");
    expect(await screen.findByText("You're subscribed. Thank you for joining us.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: "abc" });
  });

  it("says calmly when a confirmation link has expired", async () => {
    stubFetch(() => json({ message: "This link has expired or doesn't match a subscription." }, 400));
    renderAt(<NewsletterConfirmPage />, "/newsletter/confirm?token=old");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired");
  });

  it("unsubscribes only when the button is pressed", async () => {
    const fetchMock = stubFetch(() =>
      json({ message: "You're unsubscribed. We won't send you the newsletter again." }),
    );
    renderAt(<NewsletterUnsubscribePage />, "/newsletter/unsubscribe?token=tok");
    const button = screen.getByRole("button", { name: "Unsubscribe" });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(await screen.findByText("You're unsubscribed. We won't send you the newsletter again.")).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: "tok" });
  });

  it("says an unsubscribe link without its token is incomplete", () => {
    stubFetch(() => json({}));
    renderAt(<NewsletterUnsubscribePage />, "/newsletter/unsubscribe");
    expect(screen.getByRole("alert")).toHaveTextContent("This link is incomplete.");
  });
});

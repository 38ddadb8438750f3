import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { HeroSection } from "@/features/home/hero-section";
import { json, stubFetch, type FetchAnswer } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { AdminScreen } from "./admin-screen";

const moderator = { user: { id: "m1", username: "mod", role: "moderator" } };
const featured = {
  id: "f1",
  title: "Rescue of the week",
  description: "x".repeat(260),
  type: "rescue",
  imageUrl: "",
  url: "",
  createdAt: "2026-11-20T00:00:00Z",
};

afterEach(() => vi.unstubAllGlobals());

function listsWithoutHero(url: string): Response {
  if (url === "/api/moderation/queue/count") return json({ open: 0 });
  if (url === "/api/newsletter/admin")
    return json({ counts: { pending: 0, confirmed: 0, unsubscribed: 0 }, subscribers: [], issues: [], articles: [] });
  return url === "/api/hero-content/current" ? json({ message: "No hero content yet" }, 404) : json([]);
}

/** Answers /api/me as `me` and everything else with `rest`. */
function stubApi(me: Response | (() => Response), rest: FetchAnswer = listsWithoutHero) {
  return stubFetch((url, init) => (url === "/api/me" ? (typeof me === "function" ? me() : me) : rest(url, init)));
}

function renderAdmin(path = "/admin") {
  return renderAt(
    <>
      <AdminScreen />
      <Toaster />
    </>,
    path,
  );
}

describe("AdminScreen", () => {
  it("tells a visitor it is for moderators and offers login, with no forms", async () => {
    stubApi(() => json({ message: "Please log in to continue" }, 401));
    renderAdmin();
    expect(await screen.findByText("Content management is for moderators only.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?next=%2Fadmin");
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("tells a member it is for moderators, without a login button or forms", async () => {
    stubApi(() => json({ user: { id: "u1", username: "maya", role: "member" } }));
    renderAdmin();
    expect(await screen.findByText("Content management is for moderators only.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("opens the tab named in the URL and moves between tabs with the arrow keys, Home and End", async () => {
    stubApi(() => json(moderator));
    const { history } = renderAdmin("/admin?tab=featured");
    const tabs = await screen.findByRole("tablist", { name: "Moderation and content" });
    // The queue's tab names its open count once the count has arrived.
    await screen.findByRole("tab", { name: "Queue (0)" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual([
      "Queue (0)",
      "Audit log",
      "Contact",
      "Hero",
      "Featured",
      "Blog",
      "Resources",
      "Community",
      "Stories",
      "Groups",
      "Photos",
      "Categories",
      "Member of the Month",
      "Challenges",
      "Newsletter",
    ]);
    const featuredTab = screen.getByRole("tab", { name: "Featured" });
    expect(featuredTab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Featured");

    featuredTab.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Blog" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Blog" })).toHaveFocus();
    expect(history.at(-1)).toBe("/admin?tab=blog");

    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Newsletter" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Queue (0)" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Newsletter" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Queue (0)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Queue (0)" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Blog" })).toHaveAttribute("tabindex", "-1");
    expect(history.at(-1)).toBe("/admin?tab=queue");
  });

  it("adds a featured item with the spec's empty defaults, toasts and reloads the list", async () => {
    let stored: unknown[] = [];
    const fetchMock = stubApi(
      () => json(moderator),
      (_url, init) => {
        if (init?.method === "POST") {
          stored = [{ ...featured, ...JSON.parse(String(init.body)), id: "f2" }];
          return json(stored[0], 201);
        }
        return json(stored);
      },
    );
    renderAdmin("/admin?tab=featured");
    await userEvent.click(await screen.findByRole("button", { name: "Add Featured item" }));
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Type")).toHaveValue("");
    expect(screen.getByRole("group", { name: "Image" })).toHaveTextContent("No image yet.");
    expect(screen.getByLabelText("Alt text")).toHaveValue("");
    expect(screen.getByLabelText("URL")).toHaveValue("");
    expect(
      within(screen.getByLabelText("Type"))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["", "animal", "rescue", "story", "website", "other"]);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Title"), "Meet Biscuit");
    await userEvent.selectOptions(screen.getByLabelText("Type"), "animal");
    await userEvent.type(screen.getByLabelText("Description"), "A gentle therapy dog.");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Featured item added!")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toBe("/api/featured");
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      title: "Meet Biscuit",
      type: "animal",
      description: "A gentle therapy dog.",
      imageUrl: "",
      imageAlt: "",
      url: "",
      // Published now unless the moderator chose a draft or a time (drafts and scheduling).
      status: "published",
    });
    expect(await screen.findByRole("heading", { name: "Meet Biscuit" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Title")).toBeNull();
  });

  it("asks before deleting, cancels without a call, then deletes and toasts", async () => {
    let rows: unknown[] = [featured];
    const fetchMock = stubApi(
      () => json(moderator),
      (_url, init) => {
        if (init?.method === "DELETE") {
          rows = [];
          return new Response(null, { status: 204 });
        }
        return json(rows);
      },
    );
    renderAdmin("/admin?tab=featured");
    expect(await screen.findByText(`${"x".repeat(200)}...`)).toBeInTheDocument();
    // The row names its kind in words, not by its stored value.
    expect(screen.getByText("Rescue Spotlight")).toBeInTheDocument();
    expect(screen.queryByText("rescue")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Delete Rescue of the week" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this featured item?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Delete Rescue of the week" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Featured item deleted!")).toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")?.[0]).toBe("/api/featured/f1");
    expect(await screen.findByText("Nothing here yet")).toBeInTheDocument();
  });

  it("edits a blog post in the same form, filled in, sending only what was changed, and reloads the list", async () => {
    const article = {
      id: "b1",
      slug: "calm-mornings",
      title: "Calm mornings",
      excerpt: "Five minutes.",
      content: "Sit with your pet.",
      author: "Team",
      imageUrl: null,
      createdAt: "2026-11-20T00:00:00Z",
      editedAt: null,
    };
    let rows: unknown[] = [article];
    const fetchMock = stubApi(
      () => json(moderator),
      (_url, init) => {
        if (init?.method === "PATCH") {
          rows = [{ ...article, ...JSON.parse(String(init.body)), slug: "calmer-mornings" }];
          return json(rows[0]);
        }
        return json(rows);
      },
    );
    renderAdmin("/admin?tab=blog");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Calm mornings" }));
    const form = screen.getByRole("form", { name: "Edit Calm mornings" });
    expect(within(form).getByLabelText("Title")).toHaveValue("Calm mornings");
    expect(within(form).getByLabelText("Content")).toHaveValue("Sit with your pet.");
    expect(within(form).getByRole("group", { name: "Image" })).toHaveTextContent("No image yet.");
    // The byline stays as written.
    expect(within(form).queryByLabelText("Author")).toBeNull();

    await userEvent.clear(within(form).getByLabelText("Title"));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Title is required")).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText("Title"), "Calmer mornings");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Blog post saved!")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(patch[0]).toBe("/api/blog/b1");
    // Only the changed field: the audit log then names what the moderator changed.
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ title: "Calmer mornings" });
    expect(await screen.findByRole("heading", { name: "Calmer mornings" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: /Edit/ })).toBeNull();
  });

  it("fills a challenge's dates as days, and closes an edit saved unchanged without sending it", async () => {
    const challenge = {
      id: "c1",
      title: "Mindful walks",
      description: "Walk daily.",
      startDate: "2026-03-01T00:00:00.000Z",
      endDate: "2026-03-31T00:00:00.000Z",
      imageUrl: null,
      participants: 0,
      createdAt: "2026-02-20T00:00:00Z",
    };
    const fetchMock = stubApi(
      () => json(moderator),
      () => json([challenge]),
    );
    renderAdmin("/admin?tab=challenges");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Mindful walks" }));
    const form = screen.getByRole("form", { name: "Edit Mindful walks" });
    expect(within(form).getByLabelText("Start date")).toHaveValue("2026-03-01");
    expect(within(form).getByLabelText("End date")).toHaveValue("2026-03-31");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Challenge saved!")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });

  it("ends a running challenge in one step, and marks an ended one 'Ended' without offering it", async () => {
    const challenge = (id: string, title: string, status: string) => ({
      id,
      title,
      description: "Daily.",
      startDate: "2026-11-01T00:00:00.000Z",
      endDate: "2026-12-31T00:00:00.000Z",
      participants: 2,
      status,
      createdAt: "2026-10-20T00:00:00Z",
    });
    const fetchMock = stubApi(
      () => json(moderator),
      (_url, init) =>
        json(
          init?.method === "PATCH"
            ? challenge("c1", "Running walks", "ended")
            : [challenge("c1", "Running walks", "running"), challenge("c2", "Past walks", "ended")],
        ),
    );
    renderAdmin("/admin?tab=challenges");
    const past = await screen.findByRole("heading", { name: "Past walks" });
    expect(past.parentElement).toHaveTextContent("Ended");
    expect(screen.queryByRole("button", { name: "End now: Past walks" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "End now: Running walks" }));
    expect(await screen.findByText("Challenge ended")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(patch[0]).toBe("/api/wellness-challenges/c1");
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ endDate: new Date().toISOString().slice(0, 10) });
  });

  it("offers Edit but no Add on the Photos tab: a photo is shared with its upload", async () => {
    const photo = {
      id: "p1",
      imageUrl: "/objects/uploads/p1.webp",
      petName: "Miso",
      petType: "cat",
      ownerName: "Ana",
      description: "Sunny window.",
      createdAt: "2026-11-20T00:00:00Z",
    };
    const fetchMock = stubApi(
      () => json(moderator),
      (_url, init) => json(init?.method === "PATCH" ? { ...photo, description: "Sunnier window." } : [photo]),
    );
    renderAdmin("/admin?tab=photos");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Miso (cat)" }));
    expect(screen.queryByRole("button", { name: "Add Photo" })).toBeNull();
    const form = screen.getByRole("form", { name: /^Edit/ });
    await userEvent.clear(within(form).getByLabelText("Description"));
    await userEvent.type(within(form).getByLabelText("Description"), "Sunnier window.");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Photo saved!")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(patch[0]).toBe("/api/pet-photos/p1");
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ description: "Sunnier window." });
  });

  it("says calmly that a list could not be loaded, not that it is empty, and Try again reloads it", async () => {
    let isDown = true;
    stubApi(
      () => json(moderator),
      () => (isDown ? json({ message: "Service unavailable" }, 503) : json([featured])),
    );
    renderAdmin("/admin?tab=featured");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load this list right now.");
    expect(screen.queryByText("Nothing here yet")).toBeNull();

    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Rescue of the week" })).toBeInTheDocument();
  });

  it("shows the server's message when a delete fails", async () => {
    stubApi(
      () => json(moderator),
      (_url, init) =>
        init?.method === "DELETE" ? json({ message: "Only moderators can do that" }, 403) : json([featured]),
    );
    renderAdmin("/admin?tab=featured");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Rescue of the week" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Only moderators can do that")).toBeInTheDocument();
  });

  it("creates the first hero with the spec's defaults and toasts 'Hero content saved!'", async () => {
    const fetchMock = stubApi(
      () => json(moderator),
      (url, init) => {
        if (init?.method === "POST") return json({ id: "h1", ...JSON.parse(String(init.body)) }, 201);
        return url === "/api/hero-content/current" ? json({ message: "No hero content yet" }, 404) : json([]);
      },
    );
    renderAdmin("/admin?tab=hero");
    await userEvent.type(await screen.findByLabelText("Title"), "Welcome");
    await userEvent.type(screen.getByLabelText("Content"), "Calm together");
    expect(screen.getByLabelText("Title font")).toHaveValue("Inter");
    expect(screen.getByLabelText("Title size")).toHaveValue("text-3xl");
    expect(screen.getByLabelText("Content size")).toHaveValue("text-base");
    await userEvent.selectOptions(screen.getByLabelText("Title font"), "Georgia");
    await userEvent.click(screen.getByRole("button", { name: "Create Hero" }));

    expect(await screen.findByText("Hero content saved!")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toBe("/api/hero-content");
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      title: "Welcome",
      content: "Calm together",
      titleFontFamily: "Georgia",
      contentFontFamily: "Inter",
      titleFontSize: "text-3xl",
      contentFontSize: "text-base",
      isActive: 1,
    });
  });

  it("updates the existing hero with PUT", async () => {
    const hero = {
      id: "h1",
      title: "Old",
      content: "y".repeat(150),
      titleFontFamily: "Arial",
      contentFontFamily: "Inter",
      titleFontSize: "text-5xl",
      contentFontSize: "text-lg",
      isActive: 1,
    };
    const fetchMock = stubApi(
      () => json(moderator),
      (url, init) =>
        init?.method === "PUT"
          ? json({ ...hero, ...JSON.parse(String(init.body)) })
          : url === "/api/hero-content/current"
            ? json(hero)
            : json([]),
    );
    renderAdmin("/admin?tab=hero");
    expect(await screen.findByText(`${"y".repeat(100)}...`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Old"));
    expect(screen.getByLabelText("Title size")).toHaveValue("text-5xl");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "0");
    await userEvent.click(screen.getByRole("button", { name: "Save Hero" }));
    expect(await screen.findByText("Hero content saved!")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(put[0]).toBe("/api/hero-content/h1");
    expect(JSON.parse(String(put[1]?.body))).toMatchObject({ title: "Old", titleFontFamily: "Arial", isActive: 0 });
  });

  it("refreshes the home page's hero when the hero is saved here (one hero key for both)", async () => {
    let hero = {
      id: "h1",
      title: "Old",
      content: "Calm together",
      titleFontFamily: "Inter",
      contentFontFamily: "Inter",
      titleFontSize: "text-3xl",
      contentFontSize: "text-base",
      isActive: 1,
    };
    stubApi(
      () => json(moderator),
      (url, init) => {
        if (init?.method === "PUT") hero = { ...hero, ...JSON.parse(String(init.body)) };
        return url.startsWith("/api/hero-content") ? json(hero) : json([]);
      },
    );
    renderAt(
      <>
        <HeroSection />
        <AdminScreen />
        <Toaster />
      </>,
      "/admin?tab=hero",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Old" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Old"));
    await userEvent.clear(screen.getByLabelText("Title"));
    await userEvent.type(screen.getByLabelText("Title"), "New welcome");
    await userEvent.click(screen.getByRole("button", { name: "Save Hero" }));
    expect(await screen.findByText("Hero content saved!")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "New welcome" })).toBeInTheDocument();
  });

  it("puts the server's field problems under the fields of the add form", async () => {
    stubApi(
      () => json(moderator),
      (url, init) =>
        init?.method === "POST"
          ? json({ message: "Invalid input", issues: [{ path: "url", message: "Enter a web address" }] }, 400)
          : listsWithoutHero(url),
    );
    renderAdmin("/admin?tab=featured");
    await userEvent.click(await screen.findByRole("button", { name: "Add Featured item" }));
    await userEvent.type(screen.getByLabelText("Title"), "Meet Biscuit");
    await userEvent.selectOptions(screen.getByLabelText("Type"), "animal");
    await userEvent.type(screen.getByLabelText("Description"), "A gentle therapy dog.");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a web address")).toBeInTheDocument();
    expect(screen.getByLabelText("URL")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("URL")).toHaveFocus();
    expect(screen.queryByText("Invalid input")).toBeNull();
  });

  it("lists every member of the month, makes an earlier one current, and deletes one by id", async () => {
    const entry = { petType: "dog", story: "Walks every day.", year: 2026, imageUrl: null, imageAlt: "" };
    const current = {
      ...entry,
      id: "mm1",
      memberName: "Ana",
      petName: "Biscuit",
      month: "November",
      status: "current",
    };
    const earlier = { ...entry, id: "mm2", memberName: "Bo", petName: "Pip", month: "October", status: "earlier" };
    const fetchMock = stubApi(
      () => json(moderator),
      (url, init) =>
        init?.method === "DELETE"
          ? new Response(null, { status: 204 })
          : init?.method === "POST"
            ? json({ ...earlier, status: "current" })
            : url.startsWith("/api/moderation/lists/member-of-the-month")
              ? json([current, earlier])
              : json([]),
    );
    renderAdmin("/admin?tab=member-of-the-month");
    expect(await screen.findByRole("heading", { name: "Ana & Biscuit" })).toBeInTheDocument();
    expect(screen.getByText("November 2026 · Shown now")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Make current: Ana & Biscuit" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Make current: Bo & Pip" }));
    expect(await screen.findAllByText("Member of the Month chosen!")).not.toHaveLength(0);
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === "POST")?.[0]).toBe(
      "/api/member-of-the-month/mm2/current",
    );

    await userEvent.click(screen.getByRole("button", { name: "Delete Ana & Biscuit" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Member of the Month deleted!")).toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")?.[0]).toBe(
      "/api/member-of-the-month/mm1",
    );
  });

  it("searches and filters a tab on the server, shows each item's status, and says calmly when nothing matches", async () => {
    const rows = [
      { id: "s1", title: "Held at night", content: "Hard night.", author: "sam", petName: "Rex", status: "held" },
      { id: "s2", title: "Morning walk", content: "Calm.", author: "ana", petName: "Miso", status: "published" },
    ];
    const fetchMock = stubApi(
      () => json(moderator),
      (url) => {
        if (!url.startsWith("/api/moderation/lists/stories")) return listsWithoutHero(url);
        const params = new URL(url, "http://localhost").searchParams;
        const q = params.get("q")?.toLowerCase();
        const status = params.get("status");
        return json(
          rows.filter((row) => (!q || row.title.toLowerCase().includes(q)) && (!status || row.status === status)),
        );
      },
    );
    renderAdmin("/admin?tab=stories");
    const held = await screen.findByRole("heading", { name: "Held at night" });
    expect(held.parentElement).toHaveTextContent("Held for a moderator");
    expect(screen.getByRole("heading", { name: "Morning walk" }).parentElement).not.toHaveTextContent("Published");

    const search = within(screen.getByRole("search", { name: "Find in Stories" }));
    await userEvent.type(search.getByLabelText("Search"), "WALK");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Held at night" })).toBeNull());
    // What was shown stays until the new answer comes: no skeleton flashes between searches.
    expect(screen.getByRole("heading", { name: "Morning walk" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/moderation/lists/stories?q=WALK");

    await userEvent.selectOptions(search.getByLabelText("Status"), "held");
    expect(await screen.findByText("Nothing matches")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/moderation/lists/stories?q=WALK&status=held");
    expect(search.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All",
      "Published",
      "Held for a moderator",
      "Hidden",
    ]);
  });

  it("writes an article in Markdown beside the server's preview of it, and may leave the excerpt to be made", async () => {
    const fetchMock = stubApi(
      () => json(moderator),
      (url, init) => {
        if (url === "/api/blog/preview") {
          const { content } = JSON.parse(String(init?.body)) as { content: string };
          return json({ html: content.startsWith("## ") ? `<h2>${content.slice(3)}</h2>` : `<p>${content}</p>` });
        }
        if (init?.method === "POST") return json({ id: "b9", ...JSON.parse(String(init.body)) }, 201);
        return listsWithoutHero(url);
      },
    );
    renderAdmin("/admin?tab=blog");
    await userEvent.click(await screen.findByRole("button", { name: "Add Blog post" }));
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(preview).toHaveTextContent("Write the article above to see it as readers will.");
    expect(screen.getByLabelText("Excerpt")).toHaveAccessibleDescription("Left empty, the article's first paragraph.");

    await userEvent.type(screen.getByLabelText("Content"), "## Mornings");
    expect(await within(preview).findByRole("heading", { level: 2, name: "Mornings" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Title"), "Calm mornings");
    await userEvent.type(screen.getByLabelText("Author"), "Team");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Blog post added!")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => url === "/api/blog" && init?.method === "POST")!;
    expect(JSON.parse(String(post[1]?.body))).toMatchObject({
      title: "Calm mornings",
      content: "## Mornings",
      excerpt: "",
    });
  });

  it("offers the admin post categories, sends no author and shows the server's message on failure", async () => {
    const fetchMock = stubApi(
      () => json(moderator),
      (url, init) => (init?.method === "POST" ? json({ message: "That already exists" }, 409) : listsWithoutHero(url)),
    );
    renderAdmin("/admin?tab=community");
    await userEvent.click(await screen.findByRole("button", { name: "Add Community post" }));
    expect(
      within(screen.getByLabelText("Category"))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["", "general", "therapy", "support", "success", "resource sharing"]);
    await userEvent.type(screen.getByLabelText("Title"), "Hello");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "support");
    await userEvent.type(screen.getByLabelText("Content"), "Glad to be here");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("That already exists")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toBe("/api/posts");
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      title: "Hello",
      category: "support",
      content: "Glad to be here",
    });
    expect(screen.getByLabelText("Title")).toHaveValue("Hello");
  });
});

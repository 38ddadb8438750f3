/**
 * Drafts and scheduling in /admin: the blog form saves a draft, publishes now or schedules for a
 * time in the future; the list says which each article is; a draft opens in a preview of its page.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import AdminBlogPreviewPage from "@/pages/admin-blog-preview-page";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { Route } from "wouter";
import { AdminScreen } from "./admin-screen";
import { localDateTime } from "./publication-fields";

const moderator = { user: { id: "m1", username: "mod", role: "moderator" } };

afterEach(() => vi.unstubAllGlobals());

const article = (values: Record<string, unknown>) => ({
  slug: "calm",
  title: "Calm",
  excerpt: "Five minutes.",
  content: "Sit.",
  author: "Team",
  imageUrl: null,
  createdAt: "2026-11-20T00:00:00Z",
  editedAt: null,
  publishAt: null,
  ...values,
});

function renderAdmin(rows: unknown[] = []) {
  const fetchMock = stubFetch((url, init) => {
    if (url === "/api/me") return json(moderator);
    if (url === "/api/moderation/queue/count") return json({ open: 0 });
    if (url === "/api/blog/preview") return json({ html: "<p>x</p>" });
    if (init?.method === "POST") return json({ id: "b9", ...JSON.parse(String(init.body)) }, 201);
    if (init?.method === "PATCH") return json({ id: "b1" });
    return json(rows);
  });
  renderAt(
    <>
      <AdminScreen />
      <Toaster />
    </>,
    "/admin?tab=blog",
  );
  return fetchMock;
}

async function fillArticle() {
  await userEvent.click(await screen.findByRole("button", { name: "Add Blog post" }));
  const form = screen.getByRole("form", { name: "Add blog" });
  await userEvent.type(within(form).getByLabelText("Title"), "Calm mornings");
  await userEvent.type(within(form).getByLabelText("Content"), "Sit with your pet.");
  return form;
}

const postBody = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([url, init]) => url === "/api/blog" && init?.method === "POST")![1]?.body),
  ) as Record<string, unknown>;

describe("drafts and scheduling in /admin", () => {
  it("starts a new article as a draft by the signed-in moderator", async () => {
    const fetchMock = renderAdmin();
    const form = await fillArticle();
    expect(within(form).getByLabelText("Author")).toHaveValue("mod");
    const choices = within(form).getByRole("group", { name: "When should readers see it?" });
    expect(within(choices).getByRole("radio", { name: /Save draft/ })).toBeChecked();
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Blog post added!")).toBeInTheDocument();
    expect(postBody(fetchMock)).toMatchObject({ title: "Calm mornings", author: "mod", status: "draft" });
  });

  it("publishes now when asked", async () => {
    const fetchMock = renderAdmin();
    const form = await fillArticle();
    await userEvent.click(within(form).getByRole("radio", { name: /Publish now/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Blog post added!")).toBeInTheDocument();
    expect(postBody(fetchMock)).toMatchObject({ status: "published" });
  });

  it("schedules for a time in the future, and says so of a time in the past", async () => {
    const fetchMock = renderAdmin();
    const form = await fillArticle();
    expect(within(form).queryByLabelText("Publish on")).toBeNull();
    await userEvent.click(within(form).getByRole("radio", { name: /Schedule/ }));
    const when = within(form).getByLabelText("Publish on");
    await userEvent.type(when, localDateTime(new Date(Date.now() - 60 * 60_000).toISOString()));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Choose a time in the future")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/blog" && init?.method === "POST")).toBe(false);

    const soon = new Date(Date.now() + 2 * 60 * 60_000);
    await userEvent.clear(when);
    await userEvent.type(when, localDateTime(soon.toISOString()));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Blog post added!")).toBeInTheDocument();
    const body = postBody(fetchMock);
    expect(body.status).toBe("scheduled");
    // Sent as an exact time: the minute the moderator chose, in their own time zone.
    expect(Math.abs(Date.parse(String(body.publishAt)) - soon.getTime())).toBeLessThan(60_000);
  });

  it("shows each article's state, offers a draft's preview, and publishes a draft from its form", async () => {
    const fetchMock = renderAdmin([
      article({ id: "b1", title: "A draft", status: "draft" }),
      article({ id: "b2", title: "Soon", status: "scheduled", publishAt: "2099-05-01T09:30:00.000Z" }),
      article({ id: "b3", title: "Out", status: "published" }),
    ]);
    const list = await screen.findByRole("region", { name: "Blog" });
    const row = (title: string) => within(list).getByRole("heading", { name: title }).closest("li")!;
    expect(await within(list).findByRole("heading", { name: "A draft" })).toBeInTheDocument();
    expect(within(row("A draft")).getByText("Draft")).toBeInTheDocument();
    expect(within(row("Soon")).getByText("Scheduled")).toBeInTheDocument();
    expect(within(row("Soon")).getByText(/^Publishes .*2099/)).toBeInTheDocument();
    expect(within(row("Out")).getByText("Published")).toBeInTheDocument();
    expect(within(row("A draft")).getByRole("link", { name: "Preview A draft" })).toHaveAttribute(
      "href",
      "/admin/blog/b1/preview",
    );
    expect(within(row("Out")).queryByRole("link", { name: /Preview/ })).toBeNull();

    // A published article's form has no publication choice: its date and address stay.
    await userEvent.click(within(row("Out")).getByRole("button", { name: "Edit Out" }));
    expect(within(row("Out")).queryByRole("group", { name: "When should readers see it?" })).toBeNull();

    await userEvent.click(within(row("A draft")).getByRole("button", { name: "Edit A draft" }));
    const form = within(row("A draft")).getByRole("form", { name: "Edit A draft" });
    expect(within(form).getByRole("radio", { name: /Save draft/ })).toBeChecked();
    await userEvent.click(within(form).getByRole("radio", { name: /Publish now/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Blog post saved!")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(patch[0]).toBe("/api/blog/b1");
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ status: "published" });
  });
});

describe("the preview of an unpublished article", () => {
  function renderPreview(preview: () => Response, me = moderator) {
    stubFetch((url) => (url === "/api/me" ? json(me) : preview()));
    return renderAt(
      <Route path="/admin/blog/:id/preview" component={AdminBlogPreviewPage} />,
      "/admin/blog/b1/preview",
    );
  }

  it("shows the article as its page will, marked as not published", async () => {
    renderPreview(() =>
      json({
        ...article({ id: "b1", title: "A draft", status: "draft" }),
        contentHtml: "<p>Sit with your pet.</p>",
        readingMinutes: 1,
      }),
    );
    expect(await screen.findByRole("heading", { name: "A draft" })).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Preview — not published");
    expect(screen.getByRole("note")).toHaveTextContent("This is a draft: only moderators can see it.");
    expect(screen.getByText("Sit with your pet.")).toBeInTheDocument();
  });

  it("says when an article is not there, and that previews are for moderators", async () => {
    renderPreview(() => json({ message: "This article isn't here any more" }, 404));
    expect(await screen.findByText(/isn't here|not here|couldn't find/i)).toBeInTheDocument();
    vi.unstubAllGlobals();
    renderPreview(() => json({}), { user: { id: "u1", username: "maya", role: "member" } });
    expect(await screen.findByText("Previews of unpublished articles are for moderators only.")).toBeInTheDocument();
  });
});

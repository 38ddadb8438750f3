import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactMessageView } from "@shared/contracts/contact-messages.contract";
import { Toaster } from "@/components/ui/toaster";
import { AdminScreen } from "@/features/admin/admin-screen";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";

const moderator = { user: { id: "m1", username: "sam", role: "moderator" } };

function message(overrides: Partial<ContactMessageView>): ContactMessageView {
  return {
    id: "c1",
    name: null,
    email: null,
    topic: "question",
    message: "How do I post?",
    crisisMatch: false,
    createdAt: "2026-11-21T12:00:00Z",
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("Contact tab", () => {
  it("lists messages newest first as the server sends them, pages on, and marks one handled in place", async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/me") return json(moderator);
      if (url === "/api/moderation/queue/count") return json({ open: 0 });
      if (url === "/api/contact-messages")
        return json(
          [
            message({ id: "c3", name: "Robin", email: "robin@example.org", message: "Newest", crisisMatch: true }),
            message({ id: "c2", topic: "privacy", message: "Middle" }),
          ],
          200,
          { Link: '</api/contact-messages?cursor=abc>; rel="next"' },
        );
      if (url === "/api/contact-messages?cursor=abc")
        return json([message({ id: "c1", message: "Oldest", handledAt: "2026-11-20T09:00:00Z", handledBy: "ana" })]);
      if (url === "/api/contact-messages/c3/handled" && init?.method === "POST")
        return json(
          message({
            id: "c3",
            name: "Robin",
            email: "robin@example.org",
            message: "Newest",
            crisisMatch: true,
            handledAt: "2026-11-22T10:00:00Z",
            handledBy: "sam",
          }),
        );
      return json([]);
    });
    renderAt(<AdminScreen />, "/admin?tab=contact");
    const panel = await screen.findByRole("tabpanel", { name: "Contact" });
    let rows = await within(panel).findAllByRole("listitem");
    expect(rows.map((row) => within(row).getByText(/^(Newest|Middle)$/).textContent)).toEqual(["Newest", "Middle"]);
    expect(within(rows[0]!).getByText("From: Robin · robin@example.org")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("May need care: read first")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("From: No name given")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("heading", { name: "Privacy or my data" })).toBeInTheDocument();
    expect(within(rows[1]!).queryByText("May need care: read first")).toBeNull();

    await userEvent.click(within(panel).getByRole("button", { name: "Load more" }));
    expect(await within(panel).findByText("Oldest")).toBeInTheDocument();
    rows = within(panel).getAllByRole("listitem");
    expect(within(rows[2]!).getByText(/^Handled .* by ana$/)).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole("button", { name: "Mark handled" })).toBeNull();

    await userEvent.click(within(rows[0]!).getByRole("button", { name: "Mark handled" }));
    expect(await within(rows[0]!).findByText(/^Handled .* by sam$/)).toBeInTheDocument();
    expect(within(panel).getAllByRole("listitem")).toHaveLength(3);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/contact-messages/c3/handled")).toBe(true);
  });

  it("deletes a message after asking, and it leaves the list; a failure says so and keeps it", async () => {
    let refuse = false;
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/me") return json(moderator);
      if (url === "/api/moderation/queue/count") return json({ open: 0 });
      if (url === "/api/contact-messages")
        return json([
          message({ id: "c2", name: "Robin", message: "Buy cheap followers" }),
          message({ id: "c1", topic: "privacy", message: "Please forget me", handledAt: "2026-11-20T09:00:00Z" }),
        ]);
      if (url.startsWith("/api/contact-messages/") && init?.method === "DELETE")
        return refuse ? json({ message: "Message not found" }, 404) : new Response(null, { status: 204 });
      return json([]);
    });
    renderAt(
      <>
        <AdminScreen />
        <Toaster />
      </>,
      "/admin?tab=contact",
    );
    const panel = await screen.findByRole("tabpanel", { name: "Contact" });
    await within(panel).findByText("Buy cheap followers");

    await userEvent.click(within(panel).getByRole("button", { name: "Delete Buy cheap followers" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this message?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await userEvent.click(within(panel).getByRole("button", { name: "Delete Buy cheap followers" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The message has been deleted.")).toBeInTheDocument();
    expect(within(panel).queryByText("Buy cheap followers")).toBeNull();
    expect(within(panel).getAllByRole("listitem")).toHaveLength(1);
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === "/api/contact-messages/c2" && init?.method === "DELETE"),
    ).toBe(true);

    refuse = true;
    await userEvent.click(within(panel).getByRole("button", { name: "Delete Please forget me" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("We couldn't delete the message.")).toBeInTheDocument();
  });

  it("says so when there are no messages", async () => {
    stubFetch((url) => {
      if (url === "/api/me") return json(moderator);
      if (url === "/api/moderation/queue/count") return json({ open: 0 });
      return json([]);
    });
    renderAt(<AdminScreen />, "/admin?tab=contact");
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
  });
});

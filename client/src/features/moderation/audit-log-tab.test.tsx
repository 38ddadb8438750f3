import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntryView } from "@shared/safety/moderation";
import { AdminScreen } from "@/features/admin/admin-screen";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";

const moderator = { user: { id: "m1", username: "sam", role: "moderator" } };

function entry(overrides: Partial<AuditEntryView>): AuditEntryView {
  return {
    id: "a1",
    moderator: "sam",
    action: "restore",
    itemType: "post",
    itemId: "p1",
    member: "maya",
    reason: "Checked in with them",
    createdAt: "2026-11-21T12:00:00Z",
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

/** Each page's rows and, like the server, a `Link: rel="next"` header naming the next page's URL. */
function stubAudit(pages: Record<string, { items: AuditEntryView[]; next: string | null }>) {
  return stubFetch((url) => {
    if (url === "/api/me") return json(moderator);
    if (url === "/api/moderation/queue/count") return json({ open: 0 });
    const page = pages[url];
    if (page) return json(page.items, 200, page.next ? { Link: `<${page.next}>; rel="next"` } : {});
    return json([]);
  });
}

describe("Audit log tab", () => {
  it("lists actions newest first as the server sends them, with who, what, which item, whom and why; Load more pages on", async () => {
    const fetchMock = stubAudit({
      "/api/moderation/audit-log": {
        items: [
          entry({ id: "a3", action: "suspend", itemType: null, itemId: null, member: "spammer", reason: "Spam" }),
          entry({ id: "a2", action: "warn", moderator: "ana", reason: "Before publishing" }),
        ],
        next: "/api/moderation/audit-log?cursor=abc",
      },
      "/api/moderation/audit-log?cursor=abc": {
        items: [entry({ id: "a1", action: "hide", itemType: "reply", itemId: "r1", reason: null })],
        next: null,
      },
    });
    renderAt(<AdminScreen />, "/admin?tab=audit-log");
    const panel = await screen.findByRole("tabpanel", { name: "Audit log" });
    let rows = await within(panel).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("sam: Suspended the member · member spammer"),
      expect.stringContaining("ana: Added a content warning · Discussion · member maya"),
    ]);
    expect(within(rows[0]!).getByText("Why: Spam")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: "Discussion" })).toHaveAttribute("href", "/community/p1");
    expect(within(rows[1]!).getByText(/^Nov 2[01], 2026/)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole("button", { name: "Load more" }));
    expect(await within(panel).findByText(/Hid the item/)).toBeInTheDocument();
    rows = within(panel).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).queryByText(/^Why:/)).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Load more" })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/moderation/audit-log?cursor=abc");
  });

  it("says so when nothing has been done yet, and calmly when the log could not be loaded", async () => {
    stubAudit({});
    const { unmount } = renderAt(<AdminScreen />, "/admin?tab=audit-log");
    expect(await screen.findByText("No moderation actions yet.")).toBeInTheDocument();
    unmount();

    stubFetch((url) => (url === "/api/me" ? json(moderator) : json({ message: "Something went wrong" }, 500)));
    renderAt(<AdminScreen />, "/admin?tab=audit-log");
    expect(await screen.findByText("We couldn't load the audit log right now.")).toBeInTheDocument();
  });
});

import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { NotificationView } from "@shared/contracts/notifications.contract";
import { Header } from "@/components/header";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { openStream, stubEventSource } from "@/test/event-source-stub";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import NotificationsPage from "./notifications-page";

function notification(id: string, message: string, read = false): NotificationView {
  return { id, kind: "reply", message, url: `/community/p-${id}`, read, createdAt: "2026-11-20T10:00:00.000Z" };
}

function renderPage() {
  return renderAt(
    <>
      <Header user={{ username: "maya" }} bell={<NotificationBell userId="u1" />} />
      <Route path="/notifications" component={NotificationsPage} />
    </>,
    "/notifications",
  );
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("NotificationsPage", () => {
  it("invites a visitor to log in", async () => {
    stubFetch(() => json({ message: "Please log in to continue" }, 401));
    renderAt(<Route path="/notifications" component={NotificationsPage} />, "/notifications");
    expect(await screen.findByText("Log in to see who replied to you and sent support.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?next=%2Fnotifications");
  });

  it("lists newest first, marks one read on opening it, and all with Mark all read", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let unread = 2;
    const posted: string[] = [];
    stubFetch((url, init) => {
      if (init?.method === "POST") {
        posted.push(url);
        unread = url.endsWith("read-all") ? 0 : unread - 1;
        return json({ unread });
      }
      if (url === "/api/notifications/unread-count") return json({ unread });
      if (url === "/api/notifications") {
        return json([
          notification("n2", "sam replied to “First walk”", unread < 2),
          notification("n1", "2 people sent support to “First walk”", unread < 1),
        ]);
      }
      return json({ message: "unexpected" }, 500);
    });
    const { history } = renderPage();

    expect(await screen.findByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    expect(await screen.findByText("2 unread")).toBeInTheDocument();
    const first = await screen.findByRole("link", { name: /sam replied to “First walk”/ });
    expect(first).toHaveTextContent(/^Unread: sam replied/);
    await userEvent.click(first);
    expect(posted).toEqual(["/api/notifications/n2/read"]);
    expect(history.at(-1)).toBe("/community/p-n2");
  });

  it("marks everything read at once", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let unread = 3;
    stubFetch((url, init) => {
      if (init?.method === "POST" && url === "/api/notifications/read-all") {
        unread = 0;
        return json({ unread });
      }
      if (url === "/api/notifications/unread-count") return json({ unread });
      return json([notification("n1", "sam replied to “First walk”", unread === 0)]);
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Mark all read" }));
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Notifications" })).toBeInTheDocument();
    const row = await screen.findByRole("link", { name: /sam replied to “First walk”/ });
    await waitFor(() => expect(row).not.toHaveTextContent("Unread"));
  });

  it("says calmly when there is nothing yet", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubFetch((url) => (url.endsWith("unread-count") ? json({ unread: 0 }) : json([])));
    renderPage();
    expect(await screen.findByText("Nothing here yet")).toBeInTheDocument();
  });

  it("updates the bell the moment the member's stream says so", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubEventSource();
    stubFetch((url) => (url.endsWith("unread-count") ? json({ unread: 0 }) : json([])));
    renderPage();
    expect(await screen.findByRole("link", { name: "Notifications" })).toBeInTheDocument();
    await waitFor(() => expect(openStream().url).toBe("/api/live?member=u1"));
    act(() => openStream().emit("notifications", { type: "notifications", unread: 4 }, "17"));
    expect(await screen.findByRole("link", { name: "Notifications, 4 unread" })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountSettingsView } from "@shared/contracts/account-settings.contract";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { MemberPageSection } from "./member-page-section";
import { NotificationsSection } from "./notifications-section";
import { TakeABreakSection } from "./take-a-break-section";

const DEFAULTS: AccountSettingsView = {
  notificationDelivery: "app",
  onBreak: null,
  memberPageShown: true,
  hasVerifiedEmail: false,
  crisisAlertMail: null,
};

/**
 * A settings server: GET answers `settings`, PATCH merges what a real server would and records the
 * body; the unread count answers paused while on a break.
 */
function settingsServer(initial: AccountSettingsView, options: { failPatch?: string } = {}) {
  let settings = initial;
  const patches: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url === "/api/notifications/unread-count")
      return json(settings.onBreak ? { unread: 0, paused: true } : { unread: 3 });
    if (url !== "/api/account/settings") return json({ message: "unexpected" }, 404);
    if (init?.method !== "PATCH") return json(settings);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    patches.push(body);
    if (options.failPatch) return json({ message: options.failPatch }, 400);
    const { breakFor, ...rest } = body;
    settings = { ...settings, ...rest };
    if (breakFor === "off") settings = { ...settings, onBreak: null };
    else if (breakFor === "until-turned-off") settings = { ...settings, onBreak: { until: null } };
    else if (breakFor) settings = { ...settings, onBreak: { until: "2026-06-02T10:00:00.000Z" } };
    return json(settings);
  });
  return { patches, fetchMock };
}

function renderSettings() {
  act(() => rememberLogin({ id: "u1", username: "maya" }));
  return renderAt(
    <>
      <NotificationBell userId="u1" />
      <NotificationsSection userId="u1" />
      <TakeABreakSection userId="u1" />
      <MemberPageSection userId="u1" username="maya" />
      <Toaster />
    </>,
    "/settings",
  );
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("NotificationsSection", () => {
  it("offers the four choices, the email ones waiting for a verified address with a hint", async () => {
    settingsServer(DEFAULTS);
    renderSettings();
    const group = await screen.findByRole("group", { name: "How notifications reach you" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.querySelector(".font-medium")?.textContent)).toEqual([
      "In the app",
      "By email as it happens",
      "A daily digest by email",
      "None",
    ]);
    expect(within(group).getByRole("radio", { name: /In the app/ })).toBeChecked();
    const email = within(group).getByRole("radio", { name: /By email as it happens/ });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription("To get notifications by email, add and verify an email address first.");
    expect(within(group).getByRole("radio", { name: /A daily digest/ })).toBeDisabled();
  });

  it("saves a choice as soon as it is made", async () => {
    const { patches } = settingsServer({ ...DEFAULTS, hasVerifiedEmail: true });
    renderSettings();
    const digest = await screen.findByRole("radio", { name: /A daily digest/ });
    expect(digest).toBeEnabled();
    expect(screen.queryByText(/add and verify an email address first/)).toBeNull();
    await userEvent.click(digest);
    expect(patches).toEqual([{ notificationDelivery: "digest" }]);
    await waitFor(() => expect(digest).toBeChecked());
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
  });

  it("shows the server's reason when a change is refused", async () => {
    settingsServer({ ...DEFAULTS, hasVerifiedEmail: true }, { failPatch: "Add and verify an email address first." });
    renderSettings();
    await userEvent.click(await screen.findByRole("radio", { name: /None/ }));
    expect(
      (await screen.findAllByText("Add and verify an email address first.", { exact: true })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole("radio", { name: /In the app/ })).toBeChecked();
  });
});

describe("the moderators' crisis mail choice", () => {
  it("is not there for a member", async () => {
    settingsServer(DEFAULTS);
    renderSettings();
    await screen.findByRole("radio", { name: /In the app/ });
    expect(screen.queryByRole("checkbox", { name: /held for possible crisis/ })).toBeNull();
  });

  it("shows a moderator their choice, on by default, and saves turning it off", async () => {
    const { patches } = settingsServer({ ...DEFAULTS, hasVerifiedEmail: true, crisisAlertMail: true });
    renderSettings();
    const choice = await screen.findByRole("checkbox", {
      name: "Email me at once when a post is held for possible crisis",
    });
    expect(choice).toBeChecked();
    await userEvent.click(choice);
    await waitFor(() => expect(patches).toEqual([{ crisisAlertMail: false }]));
    await waitFor(() => expect(choice).not.toBeChecked());
  });
});

describe("TakeABreakSection and the bell", () => {
  it("takes a day's break: the bell shows no count, then ending it brings the count back", async () => {
    const { patches } = settingsServer(DEFAULTS);
    renderSettings();
    expect(await screen.findByRole("link", { name: "Notifications, 3 unread" })).toBeInTheDocument();
    const lengths = await screen.findByRole("group", { name: "How long a break" });
    expect(
      within(lengths)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["For 1 day", "For 1 week", "Until I turn it off"]);
    await userEvent.click(within(lengths).getByRole("button", { name: "For 1 day" }));
    expect(patches).toEqual([{ breakFor: "1d" }]);
    expect(await screen.findByText(/You're on a break until/)).toBeInTheDocument();
    expect(screen.getByText("Enjoy your break.")).toBeInTheDocument();
    const bell = await screen.findByRole("link", { name: "Notifications, on a break" });
    expect(bell).not.toHaveTextContent("3");
    expect(bell).toHaveTextContent("On a break");

    await userEvent.click(screen.getByRole("button", { name: "End my break" }));
    expect(patches).toEqual([{ breakFor: "1d" }, { breakFor: "off" }]);
    expect(await screen.findByRole("link", { name: "Notifications, 3 unread" })).toBeInTheDocument();
    expect(screen.getByText("Welcome back. Notifications are on again.")).toBeInTheDocument();
  });

  it("says a break without an end lasts until the member ends it", async () => {
    settingsServer({ ...DEFAULTS, onBreak: { until: null } });
    renderSettings();
    expect(await screen.findByText("You're on a break until you end it.")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "How long a break" })).toBeNull();
  });
});

describe("MemberPageSection", () => {
  it("hides and shows the member page, saying which", async () => {
    const { patches } = settingsServer(DEFAULTS);
    renderSettings();
    const checkbox = await screen.findByRole("checkbox", { name: "Show my member page to others" });
    await waitFor(() => expect(checkbox).toBeChecked());
    expect(screen.getByRole("link", { name: "Your member page" })).toHaveAttribute("href", "/members/maya");
    await userEvent.click(checkbox);
    expect(patches).toEqual([{ memberPageShown: false }]);
    expect(await screen.findByText("Your member page is hidden.")).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
  });

  it("says when the settings could not be loaded", async () => {
    stubFetch(() => json({ message: "Something went wrong" }, 500));
    renderSettings();
    await waitFor(() => expect(screen.getAllByText("We couldn't load this right now.")).toHaveLength(3));
  });
});

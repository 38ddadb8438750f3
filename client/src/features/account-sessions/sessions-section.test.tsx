import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SignedInSessionView } from "@shared/contracts/account-sessions.contract";
import { Toaster } from "@/components/ui/toaster";
import { getSessionState, logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { activeText } from "./active-text";
import { SessionsSection } from "./sessions-section";

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const THIS: SignedInSessionView = {
  id: "aaaaaaaaaaaaaaaaaaaaaaaa",
  device: "Firefox on Windows",
  lastActiveAt: ago(0),
  signedInAt: ago(MINUTE),
  current: true,
};
const PHONE: SignedInSessionView = {
  id: "bbbbbbbbbbbbbbbbbbbbbbbb",
  device: "Safari on iPhone",
  lastActiveAt: ago(3 * 60 * MINUTE),
  signedInAt: ago(24 * 60 * MINUTE),
  current: false,
};
const TABLET: SignedInSessionView = { ...PHONE, id: "cccccccccccccccccccccccc", device: "Chrome on Android" };

function renderSection() {
  act(() => rememberLogin({ id: "u1", username: "maya" }));
  return renderAt(
    <>
      <SessionsSection userId="u1" />
      <Toaster />
    </>,
  );
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("activeText", () => {
  const now = Date.parse("2026-05-10T12:00:00Z");
  it.each([
    [30_000, "Active now"],
    [5 * MINUTE, "Active 5 minutes ago"],
    [61 * MINUTE, "Active 1 hour ago"],
    [26 * 60 * MINUTE, "Active yesterday"],
    [4 * 24 * 60 * MINUTE, "Active 4 days ago"],
  ])("%i ms ago reads %s", (ms, text) => {
    expect(activeText(new Date(now - ms).toISOString(), now)).toBe(text);
  });
});

describe("SessionsSection", () => {
  it("lists each session with its device and when it was active, this one marked", async () => {
    stubFetch(() => json([THIS, PHONE]));
    renderSection();
    const list = await screen.findByRole("list", { name: "Signed-in sessions" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Firefox on WindowsThis deviceActive now"),
      expect.stringContaining("Safari on iPhoneActive 3 hours ago"),
    ]);
    expect(within(rows[1]!).queryByText("This device")).toBeNull();
  });

  it("signs out another session without asking, and reloads the list", async () => {
    let sessions = [THIS, PHONE];
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === "DELETE") {
        sessions = [THIS];
        return new Response(null, { status: 204 });
      }
      return json(sessions);
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Log out Safari on iPhone" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/account/sessions/bbbbbbbbbbbbbbbbbbbbbbbb",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect((await screen.findAllByText("Signed out Safari on iPhone.", { exact: true })).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Log out Safari on iPhone" })).toBeNull());
    expect(screen.queryByRole("button", { name: "Log out all other sessions" })).toBeNull();
  });

  it("asks before signing out every other session, then says how many", async () => {
    let sessions = [THIS, PHONE, TABLET];
    const posts: string[] = [];
    stubFetch((url, init) => {
      if (init?.method === "POST") {
        posts.push(url);
        sessions = [THIS];
        return json({ signedOut: 2 });
      }
      return json(sessions);
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Log out all other sessions" }));
    const dialog = screen.getByRole("dialog", { name: "Log out everywhere else?" });
    expect(dialog).toHaveTextContent("2 other browsers will need to log in again. You'll stay signed in here.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep them" }));
    expect(posts).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Log out all other sessions" }));
    await userEvent.click(screen.getByRole("button", { name: "Log out the others" }));
    expect(posts).toEqual(["/api/account/sessions/sign-out-others"]);
    expect((await screen.findAllByText("Signed out 2 other sessions.", { exact: true })).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("signing out this device logs out here", async () => {
    stubFetch((_url, init) => (init?.method === "DELETE" ? new Response(null, { status: 204 }) : json([THIS])));
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Log out on this device" }));
    await waitFor(() => expect(getSessionState().user).toBeNull());
  });

  it("says when the list could not be loaded, and tries again", async () => {
    let fails = true;
    stubFetch(() => (fails ? json({ message: "Something went wrong" }, 500) : json([THIS])));
    renderSection();
    expect(await screen.findByText("We couldn't load your sessions right now.")).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Firefox on Windows")).toBeInTheDocument();
  });

  it("says when a sign-out failed", async () => {
    stubFetch((_url, init) =>
      init?.method === "DELETE" ? json({ message: "Something went wrong" }, 500) : json([THIS, PHONE]),
    );
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Log out Safari on iPhone" }));
    expect((await screen.findAllByText("We couldn't sign that out.", { exact: true })).length).toBeGreaterThan(0);
    expect(screen.getByText("Safari on iPhone")).toBeInTheDocument();
  });
});

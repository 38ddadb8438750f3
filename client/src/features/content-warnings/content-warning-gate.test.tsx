import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WarningSettings } from "@shared/safety/content-warnings";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt, LAZY_CODE_TIMEOUT } from "@/test/render";
// The dialog's code, which the gate loads on the first press (lazyDialog), loaded with this file
// instead: on a busy machine its import alone outlasted the query's wait.
import "./warning-settings-dialog";
import { ContentWarningGate } from "./content-warning-gate";
import { GUEST_WARNING_SETTINGS_KEY } from "./guest-warning-settings";
import { useVisibleItems } from "./use-visible-items";

const DAY = 24 * 60 * 60 * 1000;
const TEXT = "She went quietly in the end.";

function rememberGuestSettings(settings: WarningSettings["settings"]) {
  localStorage.setItem(GUEST_WARNING_SETTINGS_KEY, JSON.stringify({ settings }));
}

function renderText(warnings: string[]) {
  return renderAt(
    <ContentWarningGate warnings={warnings} kind="text">
      <p>{TEXT}</p>
    </ContentWarningGate>,
  );
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("ContentWarningGate, text", () => {
  it("shows an item with no warnings as it is", () => {
    renderText([]);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Content warning/)).toBeNull();
  });

  it("collapses by default behind the warning's words; Show reveals the text and moves focus to it", async () => {
    renderText(["pet-loss", "grief"]);
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(screen.getByText("Content warning: pet loss · grief")).toBeInTheDocument();
    const show = screen.getByRole("button", { name: "Show" });
    expect(show).toHaveAccessibleDescription("Content warning: pet loss · grief");
    await userEvent.click(show);
    const text = screen.getByText(TEXT);
    expect(text.parentElement).toHaveFocus();
    expect(screen.queryByText(/Content warning/)).toBeNull();
  });

  it("shows the text at once to a reader who chose Show for every warning it carries", () => {
    rememberGuestSettings({ "pet-loss": { mode: "show", until: null }, grief: { mode: "show", until: null } });
    renderText(["pet-loss", "grief"]);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });

  it("lets the strictest choice win: one warning collapsed or hidden keeps the text collapsed", () => {
    rememberGuestSettings({ "pet-loss": { mode: "show", until: null }, euthanasia: { mode: "hide", until: null } });
    renderText(["pet-loss", "euthanasia"]);
    expect(screen.queryByText(TEXT)).toBeNull();
    // An item page never hides outright: the reader opened it and may still choose to see it.
    expect(screen.getByText("Content warning: pet loss · euthanasia")).toBeInTheDocument();
  });

  it("ignores a choice whose time is up", () => {
    rememberGuestSettings({ grief: { mode: "show", until: new Date(Date.now() - DAY).toISOString() } });
    renderText(["grief"]);
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(screen.getByText("Content warning: grief")).toBeInTheDocument();
  });

  it("keeps a choice until its time is up", () => {
    rememberGuestSettings({ grief: { mode: "show", until: new Date(Date.now() + DAY).toISOString() } });
    renderText(["grief"]);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });

  it("reads unreadable browser settings as none: every warning collapses", () => {
    localStorage.setItem(GUEST_WARNING_SETTINGS_KEY, "{not json");
    renderText(["grief"]);
    expect(screen.getByText("Content warning: grief")).toBeInTheDocument();
  });

  it("uses a member's settings from their account, not the browser's", async () => {
    rememberGuestSettings({ grief: { mode: "collapse", until: null } });
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const fetchMock = stubFetch((url) =>
      url === "/api/content-warning-settings"
        ? json({ settings: { grief: { mode: "show", until: null } } })
        : json({ message: "unexpected" }, 500),
    );
    renderText(["grief"]);
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/content-warning-settings", expect.anything());
  });
});

describe("ContentWarningGate, photo", () => {
  function renderPhoto(warnings: string[]) {
    return renderAt(
      <ContentWarningGate warnings={warnings} kind="photo">
        <a href="/pets-social/photos/p1">
          <img src="/objects/uploads/p1" alt="Luna, shared by sam" width={1600} height={1200} />
        </a>
      </ContentWarningGate>,
    );
  }

  it("blurs a marked photo, keeps it out of reach, and reveals it when tapped", async () => {
    renderPhoto(["graphic"]);
    expect(screen.getByText("Content warning: injury or graphic")).toBeInTheDocument();
    // Blurred, not removed: the image keeps its place, so nothing moves when it is revealed.
    const image = document.querySelector("img")!;
    const blurred = image.closest("[aria-hidden]")!;
    expect(blurred).toHaveClass("blur-2xl");
    expect(blurred).toHaveAttribute("inert");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();

    // A tap anywhere on the blurred photo shows it.
    await userEvent.click(screen.getByText("Content warning: injury or graphic").closest(".absolute")!);
    expect(screen.getByRole("img", { name: "Luna, shared by sam" })).toBeInTheDocument();
    expect(image.parentElement!.parentElement).not.toHaveClass("blur-2xl");
    expect(screen.queryByText(/Content warning/)).toBeNull();
  });

  it("reveals with the keyboard through Show, and moves focus to the photo", async () => {
    renderPhoto(["graphic"]);
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    const link = screen.getByRole("link");
    expect(link.parentElement).toHaveFocus();
  });

  it("opens 'Change what I see' from the note without revealing the photo", async () => {
    renderPhoto(["graphic"]);
    await userEvent.click(screen.getByRole("button", { name: "Change what I see" }));
    // The dialog's code loads with that first press, then it opens.
    const dialog = await screen.findByRole("dialog", { name: "What I see" }, LAZY_CODE_TIMEOUT);
    expect(within(dialog).getByRole("group", { name: "injury or graphic" })).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("useVisibleItems", () => {
  const ITEMS = [
    { id: "a", contentWarnings: [] },
    { id: "b", contentWarnings: ["pet-loss"] },
    { id: "c", contentWarnings: ["grief", "pet-loss"] },
    { id: "d", contentWarnings: ["grief"] },
  ];

  function List() {
    const visible = useVisibleItems(ITEMS);
    return (
      <ul>
        {visible.map((item) => (
          <li key={item.id}>{item.id}</li>
        ))}
      </ul>
    );
  }

  it("leaves out every item carrying a warning the reader hides, and keeps the rest in order", () => {
    rememberGuestSettings({ "pet-loss": { mode: "hide", until: new Date(Date.now() + 7 * DAY).toISOString() } });
    renderAt(<List />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["a", "d"]);
  });

  it("brings them back once the hiding has run out", () => {
    rememberGuestSettings({ "pet-loss": { mode: "hide", until: new Date(Date.now() - 1000).toISOString() } });
    renderAt(<List />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });

  it("follows a change made in another tab", async () => {
    renderAt(<List />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    act(() => {
      rememberGuestSettings({ grief: { mode: "hide", until: null } });
      window.dispatchEvent(new StorageEvent("storage", { key: GUEST_WARNING_SETTINGS_KEY }));
    });
    await waitFor(() => expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["a", "b"]));
  });
});

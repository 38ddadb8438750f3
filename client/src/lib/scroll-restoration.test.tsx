import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Link } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { ENTRY_KEY_FIELD, POSITIONS_STORAGE_KEY, entryKeyOf } from "./scroll-positions";
import { isReturningToSavedPosition } from "./scroll-restoration-controller";
import { ScrollRestoration } from "./scroll-restoration";

// jsdom lays nothing out: the page's height and its scroll position are played here.
let pageHeight = 5000;
let scrollTop = 0;

function scrollPage(top: number) {
  scrollTop = Math.max(0, Math.min(top, pageHeight - window.innerHeight));
  window.dispatchEvent(new Event("scroll"));
}

function Harness() {
  return (
    <>
      <ScrollRestoration />
      <Link href="/item/1">Item one</Link>
      <button type="button">Filter</button>
      <main id="main" tabIndex={-1}>
        <p>Content</p>
      </main>
    </>
  );
}

/** History traversal in jsdom is asynchronous: resolves once its popstate has been handled. */
async function traverse(move: () => void) {
  const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
  move();
  await act(async () => {
    await popped;
  });
}

/** Lets a few animation frames run (the frames are fake: see beforeEach). */
const frames = () => act(() => vi.advanceTimersByTime(80));

beforeEach(() => {
  // The restore waits frame by frame: the frames are played by the test's clock, not waited for.
  // vi.waitFor moves that clock on by its interval on each try.
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
  pageHeight = 5000;
  scrollTop = 0;
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollTop });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, get: () => pageHeight });
  vi.stubGlobal("scrollTo", (options: ScrollToOptions) => scrollPage(options.top ?? 0));
  history.replaceState(null, "", "/community");
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("ScrollRestoration", () => {
  it("keys the shown entry beside its state and takes over from the browser, without moving focus", () => {
    history.replaceState({ from: "elsewhere" }, "");
    render(<Harness />);
    expect(history.state).toMatchObject({ from: "elsewhere", [ENTRY_KEY_FIELD]: expect.any(String) });
    expect(history.scrollRestoration).toBe("manual");
    expect(document.activeElement).toBe(document.body);
    expect(isReturningToSavedPosition()).toBe(false);
  });

  it("starts a new page at its top with focus on <main>, and Back returns to where the list was left", async () => {
    render(<Harness />);
    const listKey = entryKeyOf(history.state);
    scrollPage(4000);

    await userEvent.click(screen.getByRole("link", { name: "Item one" }));
    expect(location.pathname).toBe("/item/1");
    expect(window.scrollY).toBe(0);
    expect(document.activeElement).toBe(document.getElementById("main"));
    const itemKey = entryKeyOf(history.state);
    expect(itemKey).not.toBeNull();
    expect(itemKey).not.toBe(listKey);
    scrollPage(700);

    // Back to a list whose content is not back yet: the page waits until it is tall enough.
    pageHeight = 1000;
    await traverse(() => history.back());
    expect(location.pathname).toBe("/community");
    expect(isReturningToSavedPosition()).toBe(true);
    await frames();
    expect(window.scrollY).toBeLessThan(4000);
    pageHeight = 5000;
    await vi.waitFor(() => expect(window.scrollY).toBe(4000));

    await traverse(() => history.forward());
    await vi.waitFor(() => expect(window.scrollY).toBe(700));
  });

  it("keeps the positions in session storage for a reload, and restores there on one", async () => {
    const first = render(<Harness />);
    const key = entryKeyOf(history.state)!;
    scrollPage(2500);
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(sessionStorage.getItem(POSITIONS_STORAGE_KEY)!)).toEqual([[key, 2500]]);
    first.unmount();

    scrollTop = 0;
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { type: "reload" } as unknown as PerformanceNavigationTiming,
    ]);
    expect(isReturningToSavedPosition()).toBe(true);
    render(<Harness />);
    await vi.waitFor(() => expect(window.scrollY).toBe(2500));
  });

  it("lets the reader's own scrolling end a restore", async () => {
    render(<Harness />);
    scrollPage(3000);
    navigate("/item/1");
    pageHeight = 900;
    await traverse(() => history.back());
    window.dispatchEvent(new WheelEvent("wheel"));
    pageHeight = 5000;
    await frames();
    expect(window.scrollY).toBeLessThan(3000);
  });

  it("on a new address with a #fragment, goes to that element once it is on the page", async () => {
    render(<Harness />);
    scrollPage(1500);
    const scrollIntoView = vi.fn();
    navigate("/item/2#reply-9");
    expect(window.scrollY).toBe(0);
    await frames();
    const reply = document.createElement("article");
    reply.id = "reply-9";
    reply.scrollIntoView = scrollIntoView;
    reply.getClientRects = () => [new DOMRect(0, 900, 300, 80)] as unknown as DOMRectList;
    document.body.append(reply);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: "start" }));
    reply.remove();
  });

  it("moves nothing on a replaced entry or a query change, and keeps the entry's key", async () => {
    render(<Harness />);
    const key = entryKeyOf(history.state);
    scrollPage(1200);
    navigate("/community?location=vt", { replace: true });
    expect(entryKeyOf(history.state)).toBe(key);
    expect(window.scrollY).toBe(1200);

    // A query change is a new page of the same screen: its top, but focus stays where it was.
    screen.getByRole("button", { name: "Filter" }).focus();
    navigate("/community?category=grief");
    expect(window.scrollY).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filter" }));
  });

  it("leaves an in-page #link's jump to the browser, and Back from it returns to where the reader was", async () => {
    render(<Harness />);
    scrollPage(1800);
    // What the browser does for <a href="#resources-veterinary">: a new entry with no state, a jump, popstate.
    History.prototype.pushState.call(history, null, "", "#resources-veterinary");
    scrollTop = 2600;
    await act(async () => {
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(window.scrollY).toBe(2600);
    expect(entryKeyOf(history.state)).not.toBeNull();
    expect(document.activeElement).toBe(document.body);

    await traverse(() => history.back());
    await vi.waitFor(() => expect(window.scrollY).toBe(1800));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  EARLY_CLICKS_SCRIPT,
  FIELD_BEFORE_READY_ATTRIBUTE,
  GETTING_READY_CLASS,
  PAGE_BEFORE_READY_ATTRIBUTE,
} from "./early-clicks";

/** Runs the catcher as the page's inline script would, on `markup` in #root. */
function pageWith(markup: string): void {
  document.body.innerHTML = `<div id="root">${markup}</div><button id="outside">Outside</button>`;
  // The catcher is the page's own inline script, run as the browser runs one.
  new Function(EARLY_CLICKS_SCRIPT)();
}

/** What the app does once it has taken the page over (app.tsx). */
async function appIsReady(): Promise<void> {
  document.documentElement.dataset.appReady = "";
  // The catcher hears of it through a MutationObserver, which reports in a microtask.
  await Promise.resolve();
}

const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === name)!;

describe("the early-click catcher", () => {
  beforeEach(() => {
    delete document.documentElement.dataset.appReady;
  });
  afterEach(async () => {
    // Releases the catcher's listeners, so the next test starts with one catcher.
    await appIsReady();
    // A followed #link moved the address; the next file starts on a page of its own.
    document.body.innerHTML = "";
    history.replaceState(null, "", "/");
  });

  it("holds a press before the app is ready, shows it is getting ready, and presses it again once ready", async () => {
    pageWith("<button>Share Your Story</button>");
    const share = button("Share Your Story");
    const pressed = vi.fn();
    share.addEventListener("click", pressed);

    share.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(share.getAttribute("aria-busy")).toBe("true");
    expect(share.classList.contains(GETTING_READY_CLASS)).toBe(true);

    await appIsReady();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(share.hasAttribute("aria-busy")).toBe(false);
    expect(share.classList.contains(GETTING_READY_CLASS)).toBe(false);
  });

  it("sends a press of a button with a page of its own to that page, and never presses it again", async () => {
    pageWith(`<button ${PAGE_BEFORE_READY_ATTRIBUTE}="/share-your-story">Share Your Story</button>`);
    const share = button("Share Your Story");
    const pressed = vi.fn();
    share.addEventListener("click", pressed);
    // Leaving for the page is the browser's (tests/e2e/demo/early-clicks.spec.ts): jsdom cannot.
    share.click();
    expect(share.getAttribute("aria-busy")).toBe("true");
    await appIsReady();
    expect(pressed).not.toHaveBeenCalled();
  });

  it("puts the caret in the field a button leads to at once, and still presses it again once ready", async () => {
    pageWith(
      `<button ${FIELD_BEFORE_READY_ATTRIBUTE}="reply-content">Reply</button><textarea id="reply-content"></textarea>`,
    );
    const reply = button("Reply");
    const pressed = vi.fn();
    reply.addEventListener("click", pressed);

    reply.click();
    expect(document.activeElement?.id).toBe("reply-content");
    expect(reply.getAttribute("aria-busy")).toBe("true");
    expect(pressed).not.toHaveBeenCalled();

    await appIsReady();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("presses only the last button held, once", async () => {
    pageWith("<button>New Post</button><button>Reply</button>");
    const newPost = vi.fn();
    const reply = vi.fn();
    button("New Post").addEventListener("click", newPost);
    button("Reply").addEventListener("click", reply);

    button("New Post").click();
    button("Reply").click();
    button("Reply").click();
    expect(button("New Post").hasAttribute("aria-busy")).toBe(false);

    await appIsReady();
    expect(newPost).not.toHaveBeenCalled();
    expect(reply).toHaveBeenCalledTimes(1);
  });

  it("finds the button again by its text and place when the app has drawn a new one", async () => {
    pageWith("<button>Reply</button><button>Reply</button>");
    document.querySelectorAll("button")[1]!.click();
    // The app draws its own nodes in place of the server's.
    document.getElementById("root")!.innerHTML = "<button>Reply</button><button>Reply</button>";
    const [first, second] = document.querySelectorAll("#root button");
    const pressedFirst = vi.fn();
    const pressedSecond = vi.fn();
    first!.addEventListener("click", pressedFirst);
    second!.addEventListener("click", pressedSecond);

    await appIsReady();
    expect(pressedFirst).not.toHaveBeenCalled();
    expect(pressedSecond).toHaveBeenCalledTimes(1);
  });

  it("holds a press on an element inside a button or on a [role=button]", async () => {
    pageWith('<button><svg><path></path></svg><span>Menu</span></button><div role="button">Hold me</div>');
    document.querySelector("#root span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(document.querySelector("#root button")!.getAttribute("aria-busy")).toBe("true");
    (document.querySelector("[role=button]") as HTMLElement).click();
    expect(document.querySelector("[role=button]")!.getAttribute("aria-busy")).toBe("true");
  });

  it("leaves links, buttons outside the app, and every press once the app is ready alone", async () => {
    pageWith('<a href="#somewhere" role="button">Read more</a><button>Later</button>');
    const link = document.querySelector("a")!;
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    link.addEventListener("click", followed);
    link.click();
    expect(followed).toHaveReturnedWith(false);
    expect(link.hasAttribute("aria-busy")).toBe(false);

    const outside = document.getElementById("outside")!;
    outside.click();
    expect(outside.hasAttribute("aria-busy")).toBe(false);

    await appIsReady();
    const later = vi.fn();
    button("Later").addEventListener("click", later);
    button("Later").click();
    expect(later).toHaveBeenCalledTimes(1);
    expect(button("Later").hasAttribute("aria-busy")).toBe(false);
  });

  it("keeps a form from submitting itself before the app is ready, and submits it once ready", async () => {
    pageWith('<form><input name="q"><button type="submit">Search</button></form>');
    const form = document.querySelector("form")!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submitted);

    form.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();

    await appIsReady();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("lets a form with an action of its own submit itself, as the site search does", () => {
    pageWith('<form action="/search"><input name="q"><button type="submit">Search</button></form>');
    const form = document.querySelector("form")!;
    const submitted = vi.fn((event: Event) => {
      const isNative = !event.defaultPrevented;
      event.preventDefault();
      return isNative;
    });
    form.addEventListener("submit", submitted);
    button("Search").click();
    expect(submitted).toHaveReturnedWith(true);
    expect(button("Search").hasAttribute("aria-busy")).toBe(false);
  });
});

/**
 * A member's server-rendered page is taken over, never drawn again: the stored member, checked
 * with the server as the page starts, must not make React give up the server's markup of a screen
 * whose code has not arrived yet (docs/performance.md, footnote ¹ of the first working click).
 */
import { act } from "@testing-library/react";
import { lazy, Suspense, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/test/fetch-stub";
import { adoptRenderedSession, logOut } from "./session-store";
import { SessionProvider, useSessionUser, useValidateStoredSession } from "./use-session";

const maya = { id: "5b1e4c1e-0000-4000-8000-000000000001", username: "maya" };

/** The app's shape: a header that knows the member, and a screen whose code loads lazily below it. */
function Page({ Screen }: { Screen: ComponentType }) {
  useValidateStoredSession();
  const user = useSessionUser();
  return (
    <div>
      <header>{user ? `Signed in as ${user.username}` : "Log in"}</header>
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </main>
    </div>
  );
}

function Screen() {
  const user = useSessionUser();
  return <article data-testid="screen">{user ? `Reply as ${user.username}` : "Log in to reply"}</article>;
}

/** A screen whose code arrives when the test says so, as a slow network's chunk would. */
function lateScreen() {
  let deliver = () => {};
  const arrived = new Promise<{ default: ComponentType }>((resolve) => {
    deliver = () => resolve({ default: Screen });
  });
  return { LazyScreen: lazy(() => arrived), deliver };
}

let root: Root | undefined;

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  // Each page starts with nobody signed in, as a browser's does.
  stubFetch(() => new Response(null, { status: 204 }));
  await logOut();
  vi.unstubAllGlobals();
});

/**
 * Hydrates the server's markup of the page, drawn for `rendered` (nobody by default); returns the
 * screen's element and the recoverable errors.
 */
async function hydrateServerPage(LazyScreen: ComponentType, rendered: typeof maya | null = null) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <SessionProvider rendered={rendered}>
      <Page Screen={Screen} />
    </SessionProvider>,
  );
  document.body.append(container);
  const serverScreen = container.querySelector('[data-testid="screen"]');
  // What main.tsx does with a page drawn for a member, before the app takes it over.
  if (rendered) adoptRenderedSession(rendered);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <SessionProvider>
        <Page Screen={LazyScreen} />
      </SessionProvider>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  return { container, serverScreen, recoverableErrors };
}

/** Lets the session check's answer arrive and React finish what it then schedules. */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("hydrating a server-rendered page", () => {
  it("keeps a member's screen while its code is on its way, then shows them once it is live", async () => {
    localStorage.setItem("user", JSON.stringify(maya));
    const validation = stubFetch(() => json({ user: maya }));
    const { LazyScreen, deliver } = lateScreen();
    const { container, serverScreen, recoverableErrors } = await hydrateServerPage(LazyScreen);
    expect(serverScreen).toHaveTextContent("Log in to reply");

    // The stored member is confirmed before the screen's code arrives: the server's markup stays.
    await settle();
    expect(validation).toHaveBeenCalledOnce();
    expect(container.querySelector('[data-testid="screen"]')).toBe(serverScreen);
    expect(container).not.toHaveTextContent("Loading");
    // Shown in a transition, the member waits for the screen: the page changes once, whole.
    expect(container.querySelector("header")).toHaveTextContent("Log in");

    await act(async () => deliver());
    await settle();
    expect(container.querySelector("header")).toHaveTextContent("Signed in as maya");
    // The very element the server drew, now the member's.
    expect(container.querySelector('[data-testid="screen"]')).toBe(serverScreen);
    expect(serverScreen).toHaveTextContent("Reply as maya");
    expect(recoverableErrors).toEqual([]);
  });

  it("takes over a visitor's page as it is", async () => {
    const validation = stubFetch(() => json({ user: maya }));
    const { LazyScreen, deliver } = lateScreen();
    const { container, serverScreen, recoverableErrors } = await hydrateServerPage(LazyScreen);
    await act(async () => deliver());
    await settle();
    expect(validation).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="screen"]')).toBe(serverScreen);
    expect(serverScreen).toHaveTextContent("Log in to reply");
    expect(container.querySelector("header")).toHaveTextContent("Log in");
    expect(recoverableErrors).toEqual([]);
  });

  // Last: the page's member stays adopted for the rest of this file, as for the rest of a page's life.
  it("takes over a page drawn for its member as theirs, with no session check and nothing drawn again", async () => {
    const validation = stubFetch(() => json({ user: maya }));
    const { LazyScreen, deliver } = lateScreen();
    const { container, serverScreen, recoverableErrors } = await hydrateServerPage(LazyScreen, maya);
    expect(serverScreen).toHaveTextContent("Reply as maya");
    await act(async () => deliver());
    await settle();
    expect(container.querySelector("header")).toHaveTextContent("Signed in as maya");
    expect(container.querySelector('[data-testid="screen"]')).toBe(serverScreen);
    expect(validation).not.toHaveBeenCalled();
    expect(localStorage.getItem("user")).toBe(JSON.stringify(maya));
    expect(recoverableErrors).toEqual([]);
  });
});

import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Runs before each test file. Files share a worker and its jsdom (vitest.config.ts, `isolate:
// false`): the app's own modules start afresh for each file, so no store passes between files.
vi.resetModules();

// What lives outside modules is shared too: a file before this one may have left its page, its
// address or its storage behind. Each file starts on an empty page at "/".
if (typeof document !== "undefined") {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  history.replaceState(null, "", "/");
  sessionStorage.clear();
  localStorage.clear();
}

afterEach(() => {
  cleanup();
  // A test of the server's render runs in Node, which has no localStorage.
  globalThis.localStorage?.clear();
});

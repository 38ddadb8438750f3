import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // A test of the server's render runs in Node, which has no localStorage.
  globalThis.localStorage?.clear();
});

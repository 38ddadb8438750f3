import { describe, expect, it, vi } from "vitest";
import {
  canRegisterServiceWorker,
  registerServiceWorkerAfterLoad,
  SERVICE_WORKER_URL,
} from "./register-service-worker";

function fakeBrowser({ readyState = "complete" as DocumentReadyState, hasWorkers = true } = {}) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const listeners = new Map<string, () => void>();
  return {
    register,
    fireLoad: () => listeners.get("load")?.(),
    context: {
      isProduction: true,
      navigator: hasWorkers ? { serviceWorker: { register } as unknown as ServiceWorkerContainer } : {},
      document: { readyState },
      window: {
        addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
      } as unknown as Pick<Window, "addEventListener">,
    },
  };
}

describe("registering the service worker", () => {
  it("never registers in development or in the unit tests (jsdom has no service workers)", () => {
    expect(canRegisterServiceWorker({ isProduction: false, navigator: globalThis.navigator })).toBe(false);
    expect(canRegisterServiceWorker({ isProduction: true, navigator: globalThis.navigator })).toBe(false);
    const browser = fakeBrowser();
    registerServiceWorkerAfterLoad({ ...browser.context, isProduction: false });
    expect(browser.register).not.toHaveBeenCalled();
  });

  it("registers once the page has loaded, not before", () => {
    const browser = fakeBrowser({ readyState: "interactive" });
    registerServiceWorkerAfterLoad(browser.context);
    expect(browser.register).not.toHaveBeenCalled();
    browser.fireLoad();
    expect(browser.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: "/" });
  });

  it("registers at once when the page had already loaded", () => {
    const browser = fakeBrowser({ readyState: "complete" });
    registerServiceWorkerAfterLoad(browser.context);
    expect(browser.register).toHaveBeenCalledTimes(1);
  });

  it("does nothing in a browser without service workers", () => {
    const browser = fakeBrowser({ hasWorkers: false });
    registerServiceWorkerAfterLoad(browser.context);
    expect(browser.register).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PushPreferencesView } from "@shared/contracts/push-notices.contract";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { SERVICE_WORKER_WAIT_MS } from "./browser-push";
import { PushNoticesSection } from "./push-notices-section";

const KEY = "BPvjrAsJ2k0hGBs8TGQAn6O2wBvSbmr-eqT2EtaQxRyxNN2WpX2HGAlmVdVXOvd1wA9TTSFPq1qJh2IZ5ZZ4wJY";
const ENDPOINT = "https://push.example.test/device-1";

/** A PushSubscription as the browser makes it. */
function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: "B".padEnd(87, "A"), auth: "A".repeat(22) } }),
  };
}

/**
 * The browser's push parts: Notification (its permission, and what asking answers), and a service
 * worker whose `ready` resolves with a registration, or never (`isReady: false`).
 */
function fakeBrowser(options: {
  permission: NotificationPermission;
  asked?: NotificationPermission;
  existing?: ReturnType<typeof fakeSubscription> | null;
  isReady?: boolean;
}) {
  const made = fakeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => options.existing ?? null),
    subscribe: vi.fn(async () => made),
  };
  const notification = {
    permission: options.permission,
    requestPermission: vi.fn(async () => {
      notification.permission = options.asked ?? "granted";
      return notification.permission;
    }),
  };
  vi.stubGlobal("Notification", notification);
  vi.stubGlobal("PushManager", function PushManager() {});
  const ready = options.isReady === false ? new Promise(() => undefined) : Promise.resolve({ pushManager });
  Object.defineProperty(navigator, "serviceWorker", { value: { ready }, configurable: true });
  return { pushManager, notification, made };
}

/** The push routes: the key, subscriptions (recorded) and the member's choices. */
function pushServer(initial: Partial<PushPreferencesView> = {}) {
  let choices: PushPreferencesView = { kinds: [], quietHours: null, timeZone: null, devices: 0, ...initial };
  const calls: { method: string; url: string; body?: unknown }[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    if (url === "/api/push/key") return json({ publicKey: KEY });
    if (url === "/api/push/subscriptions" && method === "POST") {
      choices = { ...choices, devices: choices.devices + 1 };
      return json({ devices: choices.devices }, 201);
    }
    if (url === "/api/push/subscriptions" && method === "DELETE") {
      choices = { ...choices, devices: Math.max(0, choices.devices - 1) };
      return new Response(null, { status: 204 });
    }
    if (url === "/api/push/preferences" && method === "PUT") {
      choices = { ...choices, ...(body as object) };
      return json(choices);
    }
    if (url === "/api/push/preferences") return json(choices);
    return json({ message: "unexpected" }, 404);
  });
  return { calls };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("PushNoticesSection", () => {
  it("says so calmly when this browser cannot show notices", async () => {
    pushServer();
    renderAt(<PushNoticesSection userId="u1" />);
    expect(await screen.findByText(/This browser can't show notices/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Turn on notices" })).not.toBeInTheDocument();
  });

  it("explains how to allow notices when the person blocked them", async () => {
    pushServer();
    fakeBrowser({ permission: "denied" });
    renderAt(<PushNoticesSection userId="u1" />);
    expect(await screen.findByText(/blocked in this browser.*allow Notifications/)).toBeInTheDocument();
  });

  it("explains first, then asks the browser, subscribes with the server's key and chooses every kind on offer", async () => {
    const { calls } = pushServer();
    const browser = fakeBrowser({ permission: "default" });
    renderAt(<PushNoticesSection userId="u1" />);
    expect(screen.getByText(/nothing is sent until you turn it on here/)).toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole("button", { name: "Turn on notices" }));

    expect(await screen.findByRole("button", { name: "Turn off on this device" })).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(Buffer.from(options[0].applicationServerKey as Uint8Array).toString("base64url")).toBe(KEY);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual(browser.made.toJSON());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      kinds: ["replies", "moderation"],
      quietHours: null,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByRole("checkbox", { name: "Replies to what you wrote" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Notes from the moderators" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Notices are on for this device.");
  });

  it("changes nothing when the person does not allow notices", async () => {
    const { calls } = pushServer();
    fakeBrowser({ permission: "default", asked: "denied" });
    renderAt(<PushNoticesSection userId="u1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn on notices" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/weren't allowed, so nothing changed/);
    expect(screen.getByText(/blocked in this browser/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("says calmly that the device is not ready when the service worker never is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = pushServer();
    fakeBrowser({ permission: "default", isReady: false });
    renderAt(<PushNoticesSection userId="u1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn on notices" }));
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_WAIT_MS + 100);
    expect(await screen.findByRole("alert")).toHaveTextContent(/isn't quite ready/);
    expect(screen.getByRole("button", { name: "Turn on notices" })).toBeEnabled();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("saves the kinds and quiet hours with this browser's time zone", async () => {
    const { calls } = pushServer({ kinds: ["replies", "moderation"], timeZone: "UTC", devices: 1 });
    fakeBrowser({ permission: "granted", existing: fakeSubscription() });
    renderAt(<PushNoticesSection userId="u1" />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Notes from the moderators" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Send nothing during quiet hours/ }));
    await userEvent.clear(screen.getByLabelText("From"));
    await userEvent.type(screen.getByLabelText("From"), "23:00");
    await userEvent.click(screen.getByRole("button", { name: "Save choices" }));

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Your choices are saved."));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      kinds: ["replies"],
      quietHours: { start: "23:00", end: "07:00" },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it("turns off this device: unsubscribes and tells the server to forget it", async () => {
    const existing = fakeSubscription();
    const { calls } = pushServer({ kinds: ["replies"], timeZone: "UTC", devices: 1 });
    fakeBrowser({ permission: "granted", existing });
    renderAt(<PushNoticesSection userId="u1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn off on this device" }));

    expect(await screen.findByRole("button", { name: "Turn on notices" })).toBeInTheDocument();
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(calls.find((call) => call.method === "DELETE")?.body).toEqual({ endpoint: ENDPOINT });
    expect(screen.getByRole("status")).toHaveTextContent("Notices are off for this device.");
  });
});

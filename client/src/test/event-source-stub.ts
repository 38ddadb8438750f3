/**
 * Stands in for the browser's EventSource (jsdom has none) in component tests: records each stream
 * the page opens, and lets a test deliver events on it as the server would.
 */
import { vi } from "vitest";

export class StubEventSource {
  static opened: StubEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  isClosed = false;

  constructor(readonly url: string) {
    StubEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.isClosed = true;
  }

  /** Delivers one event, as `event: type`, `data: JSON`, `id: id` would arrive. */
  emit(type: string, data: unknown, id = ""): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

/** Installs the stub; the open streams are `StubEventSource.opened` (undo with vi.unstubAllGlobals()). */
export function stubEventSource(): typeof StubEventSource {
  StubEventSource.opened = [];
  vi.stubGlobal("EventSource", StubEventSource);
  return StubEventSource;
}

/** The one stream still open (the page keeps at most one). */
export function openStream(): StubEventSource {
  const open = StubEventSource.opened.filter((source) => !source.isClosed);
  if (open.length !== 1) throw new Error(`expected one open stream, found ${open.length}`);
  return open[0]!;
}

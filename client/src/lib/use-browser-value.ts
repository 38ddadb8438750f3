import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/**
 * A value only the browser knows (the address's #fragment, say), read as the component renders.
 * The server, and a server-rendered page's first render in the browser, use `serverValue`, so the
 * page hydrates as it was drawn; React then renders again with the browser's value.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}

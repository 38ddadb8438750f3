/**
 * A thread opened at one reply (`#reply-<id>`, from a search result, a notification or a shared
 * link): its replies arrive after the page does, so the browser's own jump finds nothing. Once the
 * reply is on the page this scrolls to it and moves focus there, loading a few more pages of the
 * thread to reach it when it is further down.
 */
import { useEffect, useRef, useState } from "react";
import type { ReplyView } from "@shared/api";
import { replyAnchor } from "@shared/item-urls";
import { isReturningToSavedPosition } from "@/lib/scroll-restoration";
import { useBrowserValue } from "@/lib/use-browser-value";
import type { InfiniteList } from "@/lib/use-infinite-list";

/** How many pages beyond the first are loaded looking for the reply (50 replies a page). */
export const PAGES_TO_FIND_A_REPLY = 4;

const ANCHOR_PREFIX = `#${replyAnchor("")}`;

/** The reply id the address names, or null. */
function namedReplyId(hash: string): string | null {
  if (!hash.startsWith(ANCHOR_PREFIX)) return null;
  const id = decodeURIComponent(hash.slice(ANCHOR_PREFIX.length));
  return id === "" ? null : id;
}

/** The reply the address names (null for none), scrolled to and focused once it is shown. */
export function useNamedReply(replies: InfiniteList<ReplyView>): string | null {
  // The server never sees the #fragment: the page hydrates without it, then names the reply.
  const named = useBrowserValue(() => namedReplyId(window.location.hash), null);
  // Back, Forward or a reload returns the reader to where they were (ScrollRestoration), not to the
  // reply. Read only by the effect, so the server's false never differs from the page it drew.
  const [isReturning] = useState(isReturningToSavedPosition);
  const isFound = useRef(false);
  // How many items were shown when each further page was asked for: one request per page.
  const askedAt = useRef<number[]>([]);
  const { items, hasNextPage, isFetchingNextPage, fetchNextPage } = replies;

  useEffect(() => {
    if (named === null || isFound.current || isReturning) return;
    if (items.some((reply) => reply.id === named)) {
      const element = document.getElementById(replyAnchor(named));
      if (!element) return;
      isFound.current = true;
      element.scrollIntoView?.({ block: "start" });
      element.focus({ preventScroll: true });
      return;
    }
    const asked = askedAt.current;
    const isNewPage = !asked.includes(items.length);
    if (items.length > 0 && hasNextPage && !isFetchingNextPage && isNewPage && asked.length < PAGES_TO_FIND_A_REPLY) {
      asked.push(items.length);
      fetchNextPage();
    }
  }, [named, isReturning, items, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return named;
}

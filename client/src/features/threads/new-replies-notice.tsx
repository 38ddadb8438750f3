import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ReplyView } from "@shared/api";
import { Button } from "@/components/ui/button";
import { useLiveEvents } from "@/lib/live";
import { queryKeys } from "@/lib/query-keys";
import { THREAD_TYPES, type ThreadResource } from "./api";
import { wroteHere } from "./own-replies";

interface WaitingRepliesOptions {
  resource: ThreadResource;
  itemId: string;
  /** The replies the page shows now: a reply already among them is not new. */
  shown: ReplyView[];
  hasMorePages: boolean;
  fetchNextPage: () => void;
}

/** The replies others posted while the thread is open, not yet on the page, and the way to show them. */
export interface WaitingReplies {
  count: number;
  show: () => void;
}

/**
 * Replies others post while the thread is open arrive live and wait until the reader chooses to
 * see them, so nothing moves under their eyes while they read or write. The thread reads the
 * count too: an empty thread with a reply waiting no longer says it has none.
 */
export function useWaitingReplies({
  resource,
  itemId,
  shown,
  hasMorePages,
  fetchNextPage,
}: WaitingRepliesOptions): WaitingReplies {
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState<string[]>([]);
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.item(resource, itemId) });
  useLiveEvents({
    thread: `${THREAD_TYPES[resource]}:${itemId}`,
    onEvent: (event) => {
      if (event.type !== "reply") return;
      setArrived((ids) => (ids.includes(event.replyId) ? ids : [...ids, event.replyId]));
    },
    onResync: () => void reload(),
  });

  const shownIds = new Set(shown.map((reply) => reply.id));
  const count = arrived.filter((id) => !shownIds.has(id) && !wroteHere(id)).length;
  const show = () => {
    setArrived([]);
    if (hasMorePages) fetchNextPage();
    else void reload();
  };
  return { count, show };
}

/** "2 new replies · Show", kept in view at the bottom of the screen while any wait. */
export function NewRepliesNotice({ waiting, noun }: { waiting: WaitingReplies; noun: "replies" | "comments" }) {
  if (waiting.count === 0) return null;
  const singular = noun === "replies" ? "reply" : "comment";
  return (
    <div role="status" className="sticky bottom-4 z-10 mt-4 flex justify-center">
      <Button onClick={waiting.show} className="shadow-md">
        {waiting.count === 1 ? `1 new ${singular}` : `${waiting.count} new ${noun}`} · Show
      </Button>
    </div>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ReplyView } from "@shared/api";
import { Button } from "@/components/ui/button";
import { useLiveEvents } from "@/lib/live";
import { queryKeys } from "@/lib/query-keys";
import { THREAD_TYPES, type ThreadResource } from "./api";
import { wroteHere } from "./own-replies";

interface NewRepliesNoticeProps {
  resource: ThreadResource;
  itemId: string;
  /** The replies the page shows now: a reply already among them is not new. */
  shown: ReplyView[];
  hasMorePages: boolean;
  fetchNextPage: () => void;
  noun: "replies" | "comments";
}

/**
 * "2 new replies · Show": replies others post while the thread is open arrive live, and join the
 * page when the reader chooses, so nothing moves under their eyes while they read or write.
 */
export function NewRepliesNotice({
  resource,
  itemId,
  shown,
  hasMorePages,
  fetchNextPage,
  noun,
}: NewRepliesNoticeProps) {
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
  const waiting = arrived.filter((id) => !shownIds.has(id) && !wroteHere(id));
  if (waiting.length === 0) return null;

  const show = () => {
    setArrived([]);
    if (hasMorePages) fetchNextPage();
    else void reload();
  };
  const singular = noun === "replies" ? "reply" : "comment";
  return (
    <div role="status" className="sticky bottom-4 z-10 mt-4 flex justify-center">
      <Button onClick={show} className="shadow-md">
        {waiting.length === 1 ? `1 new ${singular}` : `${waiting.length} new ${noun}`} · Show
      </Button>
    </div>
  );
}

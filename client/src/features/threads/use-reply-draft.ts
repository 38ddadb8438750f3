/** A thread's kept reply draft (reply-drafts.ts), for the guest's reply box and the member's form. */
import { useMemo } from "react";
import type { ThreadResource } from "./api";
import { clearReplyDraft, readReplyDraft, replyDraftKey, saveReplyDraft } from "./reply-drafts";

export interface ReplyDraft {
  /** The kept words, or "". Browser-only: read it in an effect or in a component the server never draws. */
  read: () => string;
  save: (text: string) => void;
  clear: () => void;
}

export function useReplyDraft(resource: ThreadResource, itemId: string): ReplyDraft {
  return useMemo(() => {
    const key = replyDraftKey(resource, itemId);
    return {
      read: () => readReplyDraft(key),
      save: (text: string) => saveReplyDraft(key, text),
      clear: () => clearReplyDraft(key),
    };
  }, [resource, itemId]);
}

/**
 * What the author of a reply (or a moderator) does to it from its card: edit it in place, delete it.
 * Each holds its own mutation, so only a card that shows one of them makes it: a card that only
 * shows text makes none (docs/performance.md#rendered-pages-in-one-pass-28-november-2026).
 */
import type { ReplyView } from "@shared/api";
import { truncate } from "@shared/preview-text";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import type { ThreadResource } from "./api";
import { useDeleteReply, useEditReply } from "./hooks";
import { EditReplyForm } from "./lazy-forms";

interface OwnReplyProps {
  reply: ReplyView;
  resource: ThreadResource;
  /** The item whose thread holds the reply: reloaded after the change (its count and its replies). */
  itemId: string;
}

/** The reply's edit form in its card; Save or Cancel ends it (`onDone`). */
export function EditReplyInPlace({ reply, resource, itemId, onDone }: OwnReplyProps & { onDone: () => void }) {
  const edit = useEditReply(resource, itemId);
  return <EditReplyForm reply={reply} save={(body) => edit.mutateAsync({ id: reply.id, ...body })} onDone={onDone} />;
}

/** Delete, asked first; a refused deletion says why and the reply stays. */
export function DeleteReplyButton({ reply, resource, itemId }: OwnReplyProps) {
  const remove = useDeleteReply(resource, itemId);
  const confirm = async () => {
    try {
      await remove.mutateAsync(reply.id);
      toast({ title: "The reply has been deleted." });
    } catch (error) {
      toast({ title: "The reply couldn't be deleted.", description: errorMessage(error, ""), variant: "destructive" });
    }
  };
  return (
    <ConfirmDeleteDialog
      noun="Reply"
      itemTitle={truncate(reply.content, 40)}
      isDeleting={remove.isPending}
      onConfirm={confirm}
    />
  );
}

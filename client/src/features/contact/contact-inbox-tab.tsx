/**
 * /admin's Contact tab: Contact Us messages newest first, with Load more; each can be marked
 * handled once, or deleted after a confirmation (spam, or a sender who asks to be forgotten); the
 * audit log records who. A message whose words matched the crisis phrases says so quietly, for the
 * moderator only, so it is read first.
 */
import { CONTACT_TOPICS } from "@shared/contact";
import type { ContactMessageView } from "@shared/contracts/contact-messages.contract";
import { truncate } from "@shared/preview-text";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/features/moderation/moderation-labels";
import { errorMessage } from "@/lib/form-errors";
import { useContactInbox, useDeleteContactMessage, useMarkHandled } from "./hooks";

const topicLabel = (topic: string) => CONTACT_TOPICS.find((option) => option.value === topic)?.label ?? topic;

function MessageRow({ message }: { message: ContactMessageView }) {
  const markHandled = useMarkHandled();
  const handleMark = () =>
    markHandled.mutate(message.id, {
      onError: (error) =>
        toast({
          title: "We couldn't mark it handled.",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });
  const remove = useDeleteContactMessage();
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(message.id);
      toast({ title: "The message has been deleted." });
    } catch (error) {
      toast({
        title: "We couldn't delete the message.",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    }
  };
  const from = [message.name ?? "No name given", message.email].filter(Boolean).join(" · ");
  return (
    <li className="grid gap-2 rounded-xl border border-muted/30 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-ink">{topicLabel(message.topic)}</h3>
        {message.crisisMatch && (
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
            May need care: read first
          </span>
        )}
        <time dateTime={message.createdAt} className="text-muted">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <p className="text-muted">From: {from}</p>
      <p className="whitespace-pre-line break-words text-ink">{message.message}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {message.handledAt ? (
          <p className="text-muted">
            Handled {formatDateTime(message.handledAt)}
            {message.handledBy && ` by ${message.handledBy}`}
          </p>
        ) : (
          <Button size="sm" variant="secondary" onClick={handleMark} disabled={markHandled.isPending}>
            {markHandled.isPending ? "Marking..." : "Mark handled"}
          </Button>
        )}
        <ConfirmDeleteDialog
          noun="Message"
          itemTitle={truncate(message.message.replace(/\s+/g, " "), 60)}
          isDeleting={remove.isPending}
          onConfirm={handleDelete}
        />
      </div>
    </li>
  );
}

export function ContactInboxTab() {
  const inbox = useContactInbox();
  return (
    <section aria-label="Contact messages">
      <QueryList
        query={inbox}
        items={inbox.items}
        loading={<SkeletonGrid count={3} className="grid gap-3" cardClassName="h-24" />}
        empty={<EmptyState description="No messages yet." />}
        errorMessage="We couldn't load the messages right now."
      >
        {(messages) => (
          <ol className="grid gap-3">
            {messages.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ol>
        )}
      </QueryList>
      <LoadMore list={inbox} />
    </section>
  );
}

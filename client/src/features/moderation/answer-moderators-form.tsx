/**
 * An author's answer to the moderators about their own item: under a moderator's note in their
 * notifications, and on the item while it is held or hidden. Only moderators read it. What it says
 * is screened as everything written here is: if it reads as someone in danger now, the author is
 * shown the helplines at once, as for a held post.
 */
import { useId, useState, type FormEvent } from "react";
import { MODERATOR_ANSWER_MAX, moderatorAnswerBodySchema, type ReportableType } from "@shared/safety/moderation";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/form-errors";
import { showHeldNotice } from "@/lib/held-notice-store";
import { sendModeratorAnswer } from "./api";

export const ANSWER_SENT = "Sent. A moderator will read it soon.";

export function AnswerModeratorsForm({ itemType, itemId }: { itemType: ReportableType; itemId: string }) {
  const fieldId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const [sent, setSent] = useState(false);

  if (!isOpen) {
    return (
      <div className="grid gap-1">
        {sent && (
          <p role="status" className="text-sm text-ink">
            {ANSWER_SENT}
          </p>
        )}
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
            {sent ? "Write again" : "Answer the moderators"}
          </Button>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { itemType, itemId, text };
    const checked = moderatorAnswerBodySchema.safeParse(body);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    setIsSending(true);
    try {
      const result = await sendModeratorAnswer(checked.data);
      if (result.status === "held") showHeldNotice();
      setText("");
      setSent(true);
      setIsOpen(false);
    } catch (error) {
      setProblem(errorMessage(error, "That didn't send. Please try again."));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2" noValidate>
      <FormField
        id={fieldId}
        label="Your answer to the moderators"
        hint="Only moderators will read it."
        error={problem}
      >
        {(control) => (
          <textarea
            {...control}
            // Opened on purpose to write: the field is where the person is going.
            autoFocus
            rows={3}
            maxLength={MODERATOR_ANSWER_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-md border border-muted/40 bg-white p-2 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSending}>
          Send to the moderators
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * A queue row's actions, each behind a small dialog that asks why (the audit log keeps it). The
 * shared schemas check what was entered before anything is sent, as the server will.
 */
import { useState } from "react";
import type { z } from "zod";
import { ITEM_KINDS } from "@shared/item-kinds";
import { CONTENT_WARNINGS, type ContentWarning } from "@shared/safety/content-warnings";
import {
  liftSuspensionBodySchema,
  moderationActionSchema,
  REPORT_NOTE_MAX,
  SUSPENSION_CHOICES,
  suspensionBodySchema,
  type ModerationAction,
  type ModerationCaseView,
  type SuspensionBody,
} from "@shared/safety/moderation";
import { TEXT_LIMITS } from "@shared/fields";
import { ActionDialog } from "./action-dialog";
import { caseOrigin, type CaseOrigin } from "./case-origin";
import { useCaseAction, useSuspension } from "./hooks";
import { ITEM_TYPE_LABELS } from "./moderation-labels";

/** The first problem zod finds, in its own words; undefined when the value is fine. */
function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * Closing a case without changing its item, in words that fit why it is here: nobody reported an
 * item the screening held, so "Dismiss the reports?" would be wrong; it is kept held.
 */
function closeWords(origin: CaseOrigin, isHeld: boolean, noun: string) {
  if (origin === "reports") {
    return {
      trigger: "Dismiss",
      title: "Dismiss the reports?",
      description: `The ${noun} stays as it is and the case closes.`,
      done: "Reports dismissed. The case is closed.",
    };
  }
  if (isHeld) {
    return {
      trigger: "Keep it held",
      title: "Keep it held?",
      description: "Only its author and moderators go on seeing it, and the case closes.",
      done: `The ${noun} stays held. The case is closed.`,
    };
  }
  return {
    trigger: "Close the case",
    title: "Close the case?",
    description: `The ${noun} stays as it is.`,
    done: "The case is closed.",
  };
}

export function CaseActions({ row }: { row: ModerationCaseView }) {
  const act = useCaseAction(row);
  const noun = ITEM_TYPE_LABELS[row.itemType].toLowerCase();
  const state = row.state;
  const origin = caseOrigin(row);
  const close = closeWords(origin, state?.held === true, noun);

  /** One action on the case: checked, sent, and the toast's words answered. */
  const caseAction = (action: ModerationAction, done: string) => ({
    check: () => firstProblem(moderationActionSchema, action),
    submit: async () => {
      await act.mutateAsync(action);
      return done;
    },
  });
  const withReason = (name: "dismiss" | "hide" | "restore" | "delete" | "lock", done: string) => ({
    check: (reason: string) => caseAction({ action: name, reason }, done).check(),
    submit: (reason: string) => caseAction({ action: name, reason }, done).submit(),
  });

  return (
    <div className="flex flex-wrap gap-2">
      <ActionDialog
        triggerLabel={close.trigger}
        title={close.title}
        description={close.description}
        textMax={TEXT_LIMITS.excerpt}
        submitLabel={close.trigger}
        {...withReason("dismiss", close.done)}
      />
      {state && !state.hidden && !state.held && (
        <ActionDialog
          triggerLabel="Hide"
          title={`Hide this ${noun}?`}
          description='Others will see "Hidden by a moderator". The author still sees it, and why.'
          textMax={TEXT_LIMITS.excerpt}
          submitLabel="Hide"
          {...withReason("hide", `The ${noun} is hidden.`)}
        />
      )}
      {state && (state.hidden || state.held) && (
        <ActionDialog
          triggerLabel={state.held ? "Publish" : "Restore"}
          title={state.held ? `Publish this ${noun}?` : `Restore this ${noun}?`}
          description={
            state.held
              ? "Everyone will be able to read it. You can add a content warning first."
              : "Everyone will be able to read it again."
          }
          textMax={TEXT_LIMITS.excerpt}
          submitLabel={state.held ? "Publish" : "Restore"}
          {...withReason("restore", state.held ? `The ${noun} is published.` : `The ${noun} is restored.`)}
        />
      )}
      {state && ITEM_KINDS[row.itemType].contentWarnings && <WarnAction row={row} act={caseAction} noun={noun} />}
      {state && row.itemType === "post" && !state.locked && (
        <ActionDialog
          triggerLabel="Lock thread"
          title="Lock this thread?"
          description="It stays readable; nobody can reply any more."
          textMax={TEXT_LIMITS.excerpt}
          submitLabel="Lock thread"
          {...withReason("lock", "The thread is locked.")}
        />
      )}
      {row.author && (
        <ActionDialog
          triggerLabel="Send the author a note"
          title={`A note to ${row.author.username}`}
          description="Only they see it, among their notifications. Write kindly: they may be having a hard time."
          textLabel="Your note"
          textMax={REPORT_NOTE_MAX}
          submitLabel="Send note"
          check={(message) => caseAction({ action: "note", message }, "").check()}
          submit={(message) =>
            caseAction({ action: "note", message }, `Note sent to ${row.author!.username}.`).submit()
          }
        />
      )}
      {row.author && <SuspensionActions author={row.author} />}
      {state && (
        <ActionDialog
          triggerLabel="Delete"
          title={`Delete this ${noun}?`}
          description="It will be removed for everyone. This cannot be undone."
          textMax={TEXT_LIMITS.excerpt}
          submitLabel="Delete"
          isDanger
          {...withReason("delete", `The ${noun} is deleted.`)}
        />
      )}
    </div>
  );
}

type CaseActionFactory = (
  action: ModerationAction,
  done: string,
) => { check: () => string | undefined; submit: () => Promise<string> };

/** Add content warning: the fixed list as checkboxes, those already on the item ticked. */
function WarnAction({ row, act, noun }: { row: ModerationCaseView; act: CaseActionFactory; noun: string }) {
  const current = row.state?.contentWarnings ?? [];
  const [chosen, setChosen] = useState<ContentWarning[]>(current);
  const toggle = (warning: ContentWarning) =>
    setChosen((list) => (list.includes(warning) ? list.filter((item) => item !== warning) : [...list, warning]));
  const action = (reason: string): ModerationAction => ({ action: "warn", reason, contentWarnings: chosen });
  return (
    <ActionDialog
      triggerLabel="Add content warning"
      title={`Content warnings on this ${noun}`}
      description="Readers choose whether marked items are shown, collapsed or hidden."
      textMax={TEXT_LIMITS.excerpt}
      submitLabel="Save warnings"
      onReset={() => setChosen(current)}
      check={(reason) => act(action(reason), "").check()}
      submit={(reason) => act(action(reason), "Content warnings saved.").submit()}
    >
      <fieldset className="grid gap-1 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-ink">Warnings</legend>
        {CONTENT_WARNINGS.map((option) => (
          <label key={option.value} className="flex min-h-9 items-center gap-2 text-ink">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={chosen.includes(option.value)}
              onChange={() => toggle(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </ActionDialog>
  );
}

/** Suspend author (1, 7 or 30 days, or until lifted), or Lift suspension while suspended. */
function SuspensionActions({ author }: { author: NonNullable<ModerationCaseView["author"]> }) {
  const suspension = useSuspension(author.id);
  const [days, setDays] = useState<SuspensionBody["days"]>(1);
  if (author.suspended) {
    return (
      <ActionDialog
        triggerLabel="Lift suspension"
        title={`Lift ${author.username}'s suspension?`}
        description="They will be able to post again at once."
        textMax={TEXT_LIMITS.excerpt}
        submitLabel="Lift suspension"
        check={(reason) => firstProblem(liftSuspensionBodySchema, { reason })}
        submit={async (reason) => {
          await suspension.lift.mutateAsync(reason);
          return `${author.username} can post again.`;
        }}
      />
    );
  }
  return (
    <ActionDialog
      triggerLabel="Suspend author"
      title={`Suspend ${author.username}?`}
      description="They can still read everything, but cannot post or reply until the suspension ends. They are told until when."
      textMax={TEXT_LIMITS.excerpt}
      submitLabel="Suspend"
      isDanger
      onReset={() => setDays(1)}
      check={(reason) => firstProblem(suspensionBodySchema, { days, reason })}
      submit={async (reason) => {
        await suspension.suspend.mutateAsync({ days, reason });
        return `${author.username} is suspended.`;
      }}
    >
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-ink">For how long?</legend>
        {SUSPENSION_CHOICES.map((choice) => (
          <label key={choice.label} className="flex min-h-9 items-center gap-2 text-ink">
            <input
              type="radio"
              name={`suspension-${author.id}`}
              className="h-4 w-4"
              checked={days === choice.days}
              onChange={() => setDays(choice.days)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </ActionDialog>
  );
}

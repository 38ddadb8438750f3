/**
 * The one way a form checks what someone is about to post (docs/safety.md#safety-on-a-bad-day,
 * "Crisis-safe posting"): when they press Post, the shared crisis check reads the texts in the
 * browser, and if it finds anything the support panel opens inside the form instead of sending.
 * Nothing is sent until they press Post again (in the panel or the form). The panel is offered once
 * per text: the same words posted again go straight through; changed words are checked again.
 */
import { useRef, useState, type BaseSyntheticEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { checkForCrisis, offersSupport } from "@shared/safety/crisis-check";

export interface CrisisCheckOptions<TIn extends FieldValues> {
  /** The texts this form posts (title and body, caption...), read from the fields as typed. */
  texts: (values: TIn) => (string | null | undefined)[];
  /** The field "Edit first" takes the person back to. */
  focus: Path<TIn>;
}

/** What the support panel needs from the form it sits in. */
export interface CrisisPanelControl {
  isOpen: boolean;
  /** Sends the text as it is. */
  onPost: () => void;
  /** Closes the panel and puts the cursor back in the text, unchanged. */
  onEditFirst: () => void;
}

export function useCrisisCheckedSubmit<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  options: CrisisCheckOptions<TIn> | undefined,
  submit: () => Promise<void>,
) {
  const [isOpen, setIsOpen] = useState(false);
  // The texts the panel was already offered for, so it never asks twice about the same words.
  const offeredFor = useRef(new Set<string>());

  async function handleSubmit(event?: BaseSyntheticEvent) {
    event?.preventDefault();
    if (options) {
      const texts = options.texts(form.getValues());
      const key = JSON.stringify(texts);
      // Valid first: a form with a missing field shows its errors, not the panel.
      if (!offeredFor.current.has(key) && offersSupport(checkForCrisis(...texts)) && (await form.trigger())) {
        offeredFor.current.add(key);
        setIsOpen(true);
        return;
      }
    }
    setIsOpen(false);
    await submit();
  }

  const panel: CrisisPanelControl = {
    isOpen,
    onPost: () => {
      setIsOpen(false);
      void submit();
    },
    onEditFirst: () => {
      setIsOpen(false);
      if (options) form.setFocus(options.focus);
    },
  };

  /** Forgets the panel and what it was offered for (a dialog closing starts afresh). */
  function reset() {
    setIsOpen(false);
    offeredFor.current.clear();
  }

  return { handleSubmit, panel, reset };
}

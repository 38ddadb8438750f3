/**
 * The form recipe (use-api-form.ts) inside a create dialog (style guide): the dialog resets
 * whenever it opens or closes, and closes and toasts 'Success' on success (or, when the server
 * holds the item for a moderator, shows the author support instead: features/safety/held-notice).
 * On a form page (components/form-page.tsx) success leaves for the list the form belongs to.
 */
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useLocation } from "wouter";
import { useFormPage } from "@/components/form-page";
import { toast } from "@/components/ui/use-toast";
import { isHeld, showHeldNotice } from "./held-notice-store";
import { type ApiFormOptions, useApiForm } from "./use-api-form";

interface CreateFormOptions<TIn extends FieldValues, TOut extends FieldValues> extends Omit<
  ApiFormOptions<TIn, TOut, unknown>,
  "submit" | "onSuccess"
> {
  create: (values: TOut) => Promise<unknown>;
  successMessage: string;
  /** The created item's own page, opened when the server holds it for a moderator. */
  itemUrl?: (created: { id: string }) => string;
  /** Clears what the dialog holds beside its fields (an uploaded photo). */
  onReset?: () => void;
}

export function useCreateForm<TIn extends FieldValues, TOut extends FieldValues>(
  options: CreateFormOptions<TIn, TOut>,
) {
  const { create, successMessage, onReset, itemUrl, ...formOptions } = options;
  const [isOpen, setIsOpen] = useState(false);
  const [, navigate] = useLocation();
  const page = useFormPage();
  const { form, handleSubmit, isSubmitting, failure, crisisPanel, resetCrisisCheck } = useApiForm({
    ...formOptions,
    submit: create,
    onSuccess: (created) => {
      handleOpenChange(false);
      // Held for a moderator: support for the author instead of "Success", and the item's own page,
      // the one place they (and moderators) can see it until it is published.
      if (isHeld(created)) {
        showHeldNotice();
        if (itemUrl && typeof created.id === "string") navigate(itemUrl({ id: created.id }));
        return;
      }
      toast({ title: "Success", description: successMessage });
      if (page) navigate(page.leaveTo);
    },
  });

  function handleOpenChange(open: boolean) {
    form.reset(formOptions.defaultValues);
    onReset?.();
    resetCrisisCheck();
    setIsOpen(open);
  }

  return { form, isOpen, handleOpenChange, handleSubmit, isSubmitting, failure, crisisPanel };
}

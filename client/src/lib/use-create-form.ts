/**
 * The form recipe (use-api-form.ts) inside a create dialog (style guide): the dialog resets
 * whenever it opens or closes, and closes and toasts 'Success' on success.
 */
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { type ApiFormOptions, useApiForm } from "./use-api-form";

interface CreateFormOptions<TIn extends FieldValues, TOut extends FieldValues> extends Omit<
  ApiFormOptions<TIn, TOut, unknown>,
  "submit" | "onSuccess"
> {
  create: (values: TOut) => Promise<unknown>;
  successMessage: string;
  /** Clears what the dialog holds beside its fields (an uploaded photo). */
  onReset?: () => void;
}

export function useCreateForm<TIn extends FieldValues, TOut extends FieldValues>(
  options: CreateFormOptions<TIn, TOut>,
) {
  const { create, successMessage, onReset, ...formOptions } = options;
  const [isOpen, setIsOpen] = useState(false);
  const { form, handleSubmit, isSubmitting } = useApiForm({
    ...formOptions,
    submit: create,
    onSuccess: () => {
      handleOpenChange(false);
      toast({ title: "Success", description: successMessage });
    },
  });

  function handleOpenChange(open: boolean) {
    form.reset(formOptions.defaultValues);
    onReset?.();
    setIsOpen(open);
  }

  return { form, isOpen, handleOpenChange, handleSubmit, isSubmitting };
}

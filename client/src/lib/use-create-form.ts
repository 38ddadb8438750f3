/**
 * The behaviour every create dialog shares (style guide): validate with the shared schema, reset
 * whenever the dialog opens or closes, close and toast 'Success' on success, and map a 400's
 * field issues onto the fields or show the spec's failure message.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { reportCreateError } from "./form-errors";

interface CreateFormOptions<TIn extends FieldValues, TOut extends FieldValues> {
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn> & TIn;
  create: (values: TOut) => Promise<unknown>;
  successMessage: string;
  failureMessage: string;
}

export function useCreateForm<TIn extends FieldValues, TOut extends FieldValues>(
  options: CreateFormOptions<TIn, TOut>,
) {
  const { schema, defaultValues, create, successMessage, failureMessage } = options;
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });

  const handleOpenChange = (open: boolean) => {
    form.reset(defaultValues);
    setIsOpen(open);
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await create(values);
    } catch (error) {
      reportCreateError(error, Object.keys(defaultValues) as Path<TIn>[], form.setError, failureMessage);
      return;
    }
    handleOpenChange(false);
    toast({ title: "Success", description: successMessage });
  });

  return { form, isOpen, handleOpenChange, handleSubmit, isSubmitting: form.formState.isSubmitting };
}

/**
 * The one recipe for every form, in a dialog or on a page, that creates or saves (style guide):
 * react-hook-form validated with the shared Zod schema, the call on submit, and on failure either
 * the server's field issues on the fields or the form's own failure notice.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { type CrisisCheckOptions, useCrisisCheckedSubmit } from "./use-crisis-checked-submit";
import { applyFieldIssues, type FailureNotice } from "./form-errors";

export interface ApiFormOptions<TIn extends FieldValues, TOut extends FieldValues, TResult> {
  /** The shared schema the server validates with too. */
  schema: z.ZodType<TOut, TIn>;
  /** Every field of the form, so a server issue can be matched to one. */
  defaultValues: DefaultValues<TIn> & TIn;
  submit: (values: TOut) => Promise<TResult>;
  onSuccess: (result: TResult, values: TOut) => void;
  /** What the toast says when the failure names no field of this form (spec §8). */
  failureNotice: (error: unknown) => FailureNotice;
  /**
   * For a form that posts words others will read: which texts the crisis check reads when Post is
   * pressed, and where "Edit first" returns. Render `crisisPanel` in the form with CrisisSupportPanel.
   */
  crisisCheck?: CrisisCheckOptions<TIn>;
}

export function useApiForm<TIn extends FieldValues, TOut extends FieldValues, TResult>(
  options: ApiFormOptions<TIn, TOut, TResult>,
) {
  const { schema, defaultValues, submit, onSuccess, failureNotice, crisisCheck } = options;
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  const { isSubmitting } = form.formState;
  // The field a server issue names is focused once the fieldset is enabled again (a disabled
  // control cannot take focus while the submit is still running).
  const fieldToFocus = useRef<Path<TIn> | undefined>(undefined);
  useEffect(() => {
    if (isSubmitting || !fieldToFocus.current) return;
    form.setFocus(fieldToFocus.current);
    fieldToFocus.current = undefined;
  }, [isSubmitting, form]);

  const validateAndSend = form.handleSubmit(async (values) => {
    let result: TResult;
    try {
      result = await submit(values);
    } catch (error) {
      fieldToFocus.current = applyFieldIssues(error, Object.keys(defaultValues), form.setError);
      if (!fieldToFocus.current) toast({ ...failureNotice(error), variant: "destructive" });
      return;
    }
    onSuccess(result, values);
  });
  const crisis = useCrisisCheckedSubmit(form, crisisCheck, () => validateAndSend());

  return {
    form,
    handleSubmit: crisis.handleSubmit,
    isSubmitting,
    crisisPanel: crisis.panel,
    resetCrisisCheck: crisis.reset,
  };
}

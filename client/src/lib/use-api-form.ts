/**
 * The one recipe for every form, in a dialog or on a page, that creates or saves (style guide):
 * react-hook-form validated with the shared Zod schema, the call on submit, and on failure either
 * the server's field issues on the fields or the form's own failure: a destructive toast
 * (`failureNotice`, the forms whose failure words are toasts) and/or a message inside the form
 * (`failureMessage`, shown by <FormFailure message={failure} />). A schema refinement whose issue
 * has the path ["root"] is a form-level problem found before sending, shown the same way.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { type CrisisCheckOptions, useCrisisCheckedSubmit } from "./use-crisis-checked-submit";
import { applyFieldIssues, errorMessage, type FailureNotice } from "./form-errors";

export interface ApiFormOptions<TIn extends FieldValues, TOut extends FieldValues, TResult> {
  /** The shared schema the server validates with too. */
  schema: z.ZodType<TOut, TIn>;
  /** Every field of the form, so a server issue can be matched to one. */
  defaultValues: DefaultValues<TIn> & TIn;
  submit: (values: TOut) => Promise<TResult>;
  onSuccess: (result: TResult, values: TOut) => void;
  /** What the toast says when the failure names no field of this form. */
  failureNotice?: (error: unknown) => FailureNotice;
  /**
   * What the form itself says when the failure names no field of it (rendered by FormFailure).
   * Without either option the form says the error's own message.
   */
  failureMessage?: (error: unknown) => string;
  /** A failure about one field that the server gives as a message, not an issue (a 401 for a wrong password). */
  fieldFailure?: (error: unknown) => { field: Path<TIn>; message: string } | undefined;
  /**
   * For a form that posts words others will read: which texts the crisis check reads when Post is
   * pressed, and where "Edit first" returns. Render `crisisPanel` in the form with CrisisSupportPanel.
   */
  crisisCheck?: CrisisCheckOptions<TIn>;
}

export function useApiForm<TIn extends FieldValues, TOut extends FieldValues, TResult>(
  options: ApiFormOptions<TIn, TOut, TResult>,
) {
  const { schema, defaultValues, submit, onSuccess, failureNotice, failureMessage, fieldFailure, crisisCheck } =
    options;
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
      const named = fieldFailure?.(error);
      if (named) form.setError(named.field, { message: named.message });
      fieldToFocus.current = named?.field ?? applyFieldIssues(error, Object.keys(defaultValues), form.setError);
      if (fieldToFocus.current) return;
      if (failureNotice) toast({ ...failureNotice(error), variant: "destructive" });
      if (failureMessage || !failureNotice) {
        form.setError("root", { message: failureMessage ? failureMessage(error) : errorMessage(error) });
      }
      return;
    }
    onSuccess(result, values);
  });
  const crisis = useCrisisCheckedSubmit(form, crisisCheck, () => validateAndSend());

  return {
    form,
    handleSubmit: crisis.handleSubmit,
    isSubmitting,
    /** The form-level failure to show inside the form (FormFailure), until the next submit or reset. */
    failure: form.formState.errors.root?.message,
    crisisPanel: crisis.panel,
    resetCrisisCheck: crisis.reset,
  };
}

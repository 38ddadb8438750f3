/** Turns a failed create into what a person sees: field messages for a 400, else one failure toast. */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "./api";

/**
 * Puts a 400's issues onto the form's own fields (when every issue names one of them);
 * otherwise shows the spec's failure message, with the server's reason when it gave one.
 */
export function reportCreateError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  failureMessage: string,
): void {
  const issues = error instanceof ApiError && error.status === 400 ? error.fieldIssues : undefined;
  const known = issues?.filter((issue) => (fields as readonly string[]).includes(issue.path));
  if (issues && known && known.length > 0 && known.length === issues.length) {
    known.forEach((issue, index) =>
      setError(issue.path as Path<T>, { message: issue.message }, { shouldFocus: index === 0 }),
    );
    return;
  }
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: failureMessage, description: reason, variant: "destructive" });
}

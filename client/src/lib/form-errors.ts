/**
 * The one way a failed call becomes words on screen: `errorMessage` for the text, and
 * `applyFieldIssues` for a 400 whose issues name the form's own fields.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ToastMessage } from "@/components/ui/use-toast";
import { ApiError } from "./api";

/** What a failure toast says (it is always shown as destructive). */
export type FailureNotice = Pick<ToastMessage, "title" | "description">;

/**
 * The message to show a person for a failed call: the server's own (`{ message }`), else
 * `fallback` when one is given (the spec's 'Login failed'), else the error's own message
 * ('Upload failed: 500', or '<status>: <body>' when the server sent no JSON message).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  if (serverMessage !== undefined) return serverMessage;
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : String(error);
}

/** The spec's failure title for a form, with the server's reason beneath when it gave one. */
export function failureWithReason(title: string): (error: unknown) => FailureNotice {
  return (error) => ({ title, description: errorMessage(error, "") || undefined });
}

/**
 * Puts a 400's issues onto the form's own fields when every issue names one of `fields`, and
 * answers the first such field (to focus once the form is enabled again); otherwise answers
 * undefined and the caller shows the form's failure notice.
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): Path<T> | undefined {
  const issues = error instanceof ApiError && error.status === 400 ? error.fieldIssues : undefined;
  if (!issues || issues.length === 0 || !issues.every((issue) => fields.includes(issue.path))) return undefined;
  issues.forEach((issue) => setError(issue.path as Path<T>, { message: issue.message }));
  return issues[0]!.path as Path<T>;
}

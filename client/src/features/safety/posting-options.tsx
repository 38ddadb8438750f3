/**
 * "Options" under a posting form (docs/safety.md#safety-on-a-bad-day): content warnings, posting as
 * "A member", keeping the item out of search engines. Collapsed by default (a native <details>, so
 * keyboard and screen readers know it), opened already when an edited item has options set.
 */
import type { UseFormRegisterReturn } from "react-hook-form";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { CONTENT_WARNINGS } from "@shared/safety/content-warnings";
import { CHECKBOX_CLASSES, CheckboxField } from "@/components/ui/checkbox-field";

/** Each option the form offers, as `form.register(...)` wires it; an option left out is not offered. */
interface PostingOptionsProps {
  /** Prefix for the controls' ids, unique on the page. */
  id: string;
  contentWarnings?: UseFormRegisterReturn<"contentWarnings">;
  /** Discussions, replies and stories (a member's) only. */
  anonymous?: UseFormRegisterReturn<"anonymous">;
  /** Discussions, stories and photos only. */
  noindex?: UseFormRegisterReturn<"noindex">;
  /** Open from the start (an edit whose item already has options set). */
  defaultOpen?: boolean;
}

export function PostingOptions({ id, contentWarnings, anonymous, noindex, defaultOpen = false }: PostingOptionsProps) {
  return (
    <details open={defaultOpen} className="rounded-lg border border-brand-100 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-ink hover:bg-brand-50">
        Options
      </summary>
      <div className="grid gap-4 px-3 pb-3 pt-1">
        {contentWarnings && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">Add content warnings</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {CONTENT_WARNINGS.map((warning) => (
                <div key={warning.value} className="flex items-center gap-3">
                  <input
                    id={`${id}-warning-${warning.value}`}
                    type="checkbox"
                    value={warning.value}
                    className={CHECKBOX_CLASSES}
                    {...contentWarnings}
                  />
                  <label htmlFor={`${id}-warning-${warning.value}`} className="text-sm text-ink">
                    {warning.label}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        )}
        {anonymous && (
          <CheckboxField
            id={`${id}-anonymous`}
            label={`Post as '${ANONYMOUS_AUTHOR}'`}
            hint="Your name isn't shown. Moderators can still see who wrote it."
            field={anonymous}
          />
        )}
        {noindex && <CheckboxField id={`${id}-noindex`} label="Keep this out of search engines" field={noindex} />}
      </div>
    </details>
  );
}

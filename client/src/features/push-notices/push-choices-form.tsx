/**
 * What push notices a member gets, on every device they turned them on: the kinds on offer today
 * (PUSH_KIND_OPTIONS, the one list) and quiet hours, read in this browser's time zone, which is
 * saved with them.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import type { PushPreferencesView } from "@shared/contracts/push-notices.contract";
import type { PushKind } from "@shared/constants";
import { PUSH_KIND_OPTIONS } from "@shared/push-notices";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { saveFailure } from "@/features/account-preferences/save-message";
import { browserTimeZone } from "./browser-push";
import { useSavePushPreferences } from "./hooks";

const DEFAULT_QUIET_HOURS = { start: "22:00", end: "07:00" };

export function PushChoicesForm({
  userId,
  choices,
  onSaved,
}: {
  userId: string;
  choices: PushPreferencesView;
  onSaved: (message: string) => void;
}) {
  const save = useSavePushPreferences(userId);
  const [kinds, setKinds] = useState<PushKind[]>(choices.kinds);
  const [hasQuietHours, setHasQuietHours] = useState(choices.quietHours !== null);
  const [quietHours, setQuietHours] = useState(choices.quietHours ?? DEFAULT_QUIET_HOURS);
  const id = useId();
  const timeZone = browserTimeZone();

  const toggle = (kind: PushKind, isOn: boolean) =>
    setKinds((chosen) => (isOn ? [...chosen, kind] : chosen.filter((value) => value !== kind)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ kinds, quietHours: hasQuietHours ? quietHours : null, timeZone });
      onSaved("Your choices are saved.");
    } catch (error) {
      toast(saveFailure(error));
    }
  };

  return (
    <form className="mt-5 space-y-5" onSubmit={(event) => void submit(event)} aria-busy={save.isPending}>
      <fieldset className="space-y-3">
        <legend className="font-medium text-ink">What to send</legend>
        {PUSH_KIND_OPTIONS.map((option) => (
          <CheckboxField
            key={option.value}
            id={`${id}-${option.value}`}
            label={option.label}
            field={{
              checked: kinds.includes(option.value),
              onChange: (e: ChangeEvent<HTMLInputElement>) => toggle(option.value, e.target.checked),
            }}
          />
        ))}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-medium text-ink">Quiet hours</legend>
        <CheckboxField
          id={`${id}-quiet`}
          label="Send nothing during quiet hours"
          hint={`Times are in your time zone here (${timeZone}). Notices still wait for you under the bell.`}
          field={{
            checked: hasQuietHours,
            onChange: (e: ChangeEvent<HTMLInputElement>) => setHasQuietHours(e.target.checked),
          }}
        />
        {hasQuietHours && (
          <div className="flex flex-wrap gap-4">
            <label className="grid gap-1 text-sm font-medium text-ink" htmlFor={`${id}-start`}>
              From
              <Input
                id={`${id}-start`}
                type="time"
                required
                value={quietHours.start}
                onChange={(e) => setQuietHours((hours) => ({ ...hours, start: e.target.value }))}
                className="w-36"
              />
            </label>
            <label className="grid gap-1 text-sm font-medium text-ink" htmlFor={`${id}-end`}>
              Until
              <Input
                id={`${id}-end`}
                type="time"
                required
                value={quietHours.end}
                onChange={(e) => setQuietHours((hours) => ({ ...hours, end: e.target.value }))}
                className="w-36"
              />
            </label>
          </div>
        )}
      </fieldset>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save choices"}
      </Button>
    </form>
  );
}

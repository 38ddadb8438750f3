/**
 * "Content warnings": the reader's choice per warning (Show, Collapse or Hide, and for how long),
 * saved at once: to a member's account, or to this browser for a guest.
 */
import { useId, useState } from "react";
import {
  CONTENT_WARNINGS,
  WARNING_DURATIONS,
  WARNING_MODES,
  type ContentWarning,
  type WarningMode,
} from "@shared/safety/content-warnings";
import { LoadFailed } from "@/components/load-failed";
import { SettingsCard } from "@/components/settings-card";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/text";
import { useWarningSettings } from "./use-warning-settings";
import { currentMode, withChoice, type WarningDuration } from "./warning-choices";

/** What the duration list shows while an earlier choice with an end date is in force. */
const KEEP_END = "keep";

export function WarningSettingsSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { settings, isMember, isReady, isError, reload, save } = useWarningSettings();
  const [saved, setSaved] = useState("");

  const choose = async (warning: ContentWarning, mode: WarningMode, duration: WarningDuration) => {
    try {
      await save(withChoice(settings, warning, mode, duration));
      setSaved(isMember ? "Saved to your account." : "Saved in this browser.");
    } catch {
      setSaved("");
      toast({ title: "We couldn't save that change.", description: "Please try again.", variant: "destructive" });
    }
  };

  return (
    <SettingsCard
      title="Content warnings"
      headingLevel={headingLevel}
      status={saved}
      description={
        <>
          <p>
            Members can add a content warning to what they share, so each reader can choose when to read it. What you
            choose here is about what you need today, not a judgement of anyone who posts.
          </p>
          <p className="mt-1 text-sm">
            Collapsed items wait behind a short note until you choose Show. Hidden ones are left out of lists.
            {!isMember && " Your choices are kept in this browser."}
          </p>
        </>
      }
    >
      {/* The choices stay shown (as this browser holds them) when a member's saved ones fail to load. */}
      {isError && <LoadFailed message="We couldn't load your choices right now." onRetry={reload} look="compact" />}
      {/* Locked until a member's saved choices arrive: a change now would replace ones not yet seen. */}
      <fieldset disabled={!isReady} aria-busy={!isReady} className="mt-4 divide-y divide-brand-100">
        <legend className="sr-only">What you see for each warning</legend>
        {CONTENT_WARNINGS.map((warning) => (
          <WarningChoice
            key={warning.value}
            warning={warning.value}
            label={warning.label}
            mode={currentMode(settings, warning.value)}
            until={settings[warning.value]?.until ?? null}
            onChoose={(mode, duration) => void choose(warning.value, mode, duration)}
          />
        ))}
      </fieldset>
    </SettingsCard>
  );
}

interface WarningChoiceProps {
  warning: ContentWarning;
  label: string;
  mode: WarningMode;
  /** When the reader's current choice ends (ISO), or null when it lasts until they change it. */
  until: string | null;
  onChoose: (mode: WarningMode, duration: WarningDuration) => void;
}

function WarningChoice({ warning, label, mode, until, onChoose }: WarningChoiceProps) {
  const name = `${useId()}-${warning}`;
  const durationId = `${name}-duration`;
  const hasEnd = mode !== "collapse" && until !== null;
  return (
    // The warning's name above its choices at every width, in sentence case ("Illness or medical").
    <fieldset className="min-w-0 py-3">
      <legend className="pb-1 font-medium text-ink first-letter:uppercase">{label}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex flex-wrap gap-x-4">
          {WARNING_MODES.map((option) => (
            <label key={option.value} className="flex min-h-9 items-center gap-2 text-ink">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={mode === option.value}
                onChange={() => onChoose(option.value, "forever")}
                className="h-4 w-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        {mode !== "collapse" && (
          <label htmlFor={durationId} className="flex items-center gap-2 text-sm text-muted">
            <span className="sr-only">
              How long to {mode} {label}
            </span>
            <select
              id={durationId}
              value={hasEnd ? KEEP_END : "forever"}
              onChange={(event) => {
                if (event.target.value !== KEEP_END) onChoose(mode, event.target.value as WarningDuration);
              }}
              className="min-h-9 rounded-md border border-brand-200 bg-white px-2 text-ink"
            >
              {hasEnd && <option value={KEEP_END}>Until {formatDate(until)}</option>}
              {WARNING_DURATIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </fieldset>
  );
}

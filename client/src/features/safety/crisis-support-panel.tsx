/**
 * The calm panel an author sees inside the form when what they are about to post may mean they are
 * not safe (docs/safety.md#safety-on-a-bad-day). It never hides their text and never sends anything
 * by itself. Its strongest action is help: "Talk to someone now" (the helplines page in a new tab,
 * so the draft stays exactly where it is), first and primary; posting as it is, or editing first,
 * stay available below the helplines as quieter choices, and the form's own send button steps aside
 * while the panel is open (crisis-panel-presence.ts).
 */
import { useEffect, useId, useRef } from "react";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { Button, buttonClasses } from "@/components/ui/button";
import { CountryPicker } from "./country-picker";
import { CRISIS_PANEL_ATTRIBUTE } from "./crisis-panel-presence";
import { HelplineSections } from "./helpline-sections";
import type { CrisisPanelControl } from "@/lib/use-crisis-checked-submit";
import { useHelplineCountry } from "./use-helpline-country";

interface CrisisSupportPanelProps extends CrisisPanelControl {
  /** Whether this form offers posting as "A member" (discussions, replies, stories). */
  canPostAnonymously?: boolean;
}

export function CrisisSupportPanel({
  isOpen,
  onPost,
  onEditFirst,
  canPostAnonymously = false,
}: CrisisSupportPanelProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { country, choice, choose } = useHelplineCountry();
  // Opened by pressing Post: take the reader (and a screen reader) to what appeared.
  useEffect(() => {
    // The panel opens below the text: bring its start into view, where focus lands.
    if (isOpen) {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView?.({ block: "start" });
    }
  }, [isOpen]);
  if (!isOpen) return null;

  return (
    <section
      {...{ [CRISIS_PANEL_ATTRIBUTE]: "" }}
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink"
    >
      <div className="grid gap-2">
        <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          You&apos;re not alone
        </h3>
        <p>
          It sounds like things may be really hard right now. People here care about you, and you don&apos;t have to
          carry this by yourself. Nothing has been posted yet.
        </p>
      </div>
      <a href="/crisis" target="_blank" rel="noopener" className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
        Talk to someone now
      </a>
      <CountryPicker id={`${id}-country`} choice={choice} onChoose={choose} />
      <HelplineSections country={country} headingLevel={4} />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">Posting safely</p>
        <ul className="list-disc space-y-1 pl-5">
          {canPostAnonymously && (
            <li>
              You can post as &apos;{ANONYMOUS_AUTHOR}&apos; if you&apos;d rather not share your name (under Options).
            </li>
          )}
          <li>You don&apos;t have to share details that would identify you.</li>
        </ul>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={onPost}>
          Post
        </Button>
        <Button variant="secondary" onClick={onEditFirst}>
          Edit first
        </Button>
      </div>
    </section>
  );
}

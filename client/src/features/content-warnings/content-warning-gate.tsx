/**
 * An item's text or photo as the reader chose to meet its content warnings: shown, collapsed behind
 * "Content warning: pet loss · Show", or (a photo) blurred with the same note over it. Hiding is
 * for lists (useVisibleItems); a reader who opened the item itself gets the collapsed note instead,
 * so they can still choose to see it. Warnings are the reader's choice, never a wall.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { warningLabels } from "@shared/safety/content-warnings";
import { cn } from "@/lib/text";
import { WarningSettingsDialog } from "./lazy-warning-settings-dialog";
import { useWarningSettings } from "./use-warning-settings";

interface ContentWarningGateProps {
  /** The item's warnings; none (or absent, as in an item cached before warnings existed) shows it as is. */
  warnings: readonly string[] | null | undefined;
  kind: "text" | "photo";
  children: ReactNode;
}

export function ContentWarningGate(props: ContentWarningGateProps) {
  // Text with no warnings has nothing to gate: it skips reading the reader's settings (a query and a
  // mutation per card), a third of a list's render on the server (docs/performance.md#rendered-pages-in-one-pass-28-november-2026).
  if (props.kind === "text" && !props.warnings?.length) return <>{props.children}</>;
  return <WarnedContent {...props} />;
}

function WarnedContent({ warnings: given, kind, children }: ContentWarningGateProps) {
  const warnings = given ?? [];
  const { modeFor } = useWarningSettings();
  const [isRevealed, setIsRevealed] = useState(false);
  const revealedRef = useRef<HTMLDivElement>(null);
  const [shouldFocus, setShouldFocus] = useState(false);
  const mode = modeFor(warnings);
  const isOpen = mode === "none" || mode === "show" || isRevealed;

  // After Show, the reader continues where the content now is (and a screen reader reads it).
  useEffect(() => {
    if (isRevealed && shouldFocus) {
      revealedRef.current?.focus();
      setShouldFocus(false);
    }
  }, [isRevealed, shouldFocus]);

  const reveal = () => {
    setIsRevealed(true);
    setShouldFocus(true);
  };

  if (kind === "text") {
    if (isOpen) {
      return isRevealed ? (
        <div ref={revealedRef} tabIndex={-1} className="rounded focus:outline-none">
          {children}
        </div>
      ) : (
        <>{children}</>
      );
    }
    return <WarningNote warnings={warnings} onShow={reveal} />;
  }

  return (
    <div className="relative overflow-hidden rounded-lg">
      <div
        ref={revealedRef}
        tabIndex={isRevealed ? -1 : undefined}
        // Until Show, the photo is out of reach: not focusable, its alt text not read.
        inert={!isOpen}
        aria-hidden={isOpen ? undefined : true}
        className={cn(
          "focus:outline-none motion-safe:transition-[filter] motion-safe:duration-300",
          !isOpen && "blur-2xl",
        )}
      >
        {children}
      </div>
      {!isOpen && (
        // The whole blurred photo is the tap target; the Show button is the keyboard's way in.
        <div
          onClick={reveal}
          className="absolute inset-0 flex cursor-pointer items-center justify-center bg-ink/10 p-3 dark:bg-black/20"
        >
          <div onClick={(event) => event.stopPropagation()} className="max-w-full cursor-auto">
            <WarningNote warnings={warnings} onShow={reveal} isOverPhoto />
          </div>
        </div>
      )}
    </div>
  );
}

interface WarningNoteProps {
  warnings: readonly string[];
  onShow: () => void;
  isOverPhoto?: boolean;
}

/** "Content warning: pet loss · Show", and a way to change what the reader sees. Plain, real text. */
function WarningNote({ warnings, onShow, isOverPhoto = false }: WarningNoteProps) {
  const textId = useId();
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-brand-200 px-3 py-2 text-sm text-ink",
        isOverPhoto ? "bg-white/95 shadow" : "bg-brand-50",
      )}
    >
      {/* The dot stays with the words it follows, never starting a wrapped line. */}
      <span>
        <span id={textId}>Content warning: {warningLabels(warnings)}</span>
        <span aria-hidden> ·</span>
      </span>
      <button
        type="button"
        onClick={onShow}
        aria-describedby={textId}
        className="inline-flex min-h-9 items-center rounded-md px-2 font-medium text-brand-700 underline-offset-4 hover:bg-brand-100 hover:underline"
      >
        Show
      </button>
      <WarningSettingsDialog />
    </div>
  );
}

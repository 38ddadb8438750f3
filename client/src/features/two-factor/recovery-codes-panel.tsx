/** Fresh recovery codes, shown once: a clear "save these now", with copy and download. */
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = `PawsWell recovery codes (each works once)\n\n${codes.join("\n")}\n`;

  // Moved to, so a keyboard or screen-reader user lands on what matters now.
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied("Copied. Paste them somewhere safe.");
    } catch {
      setCopied("Copying didn't work here. Please download them or write them down.");
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "pawswell-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-ink outline-none">
        Save these recovery codes now
      </h3>
      <p className="mt-1 text-sm text-ink">
        If you lose your phone, each code lets you log in once. This is the only time we can show them: keep them
        somewhere safe, like a password manager or a printed page.
      </p>
      <ol aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          Download codes
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I&apos;ve saved them
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {copied}
      </p>
    </div>
  );
}

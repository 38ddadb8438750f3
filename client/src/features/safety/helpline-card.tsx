import { verifiedMonth, type Helpline } from "@shared/safety/helplines";
import { buttonClasses } from "@/components/ui/button";

/** Links that leave the site open in a new tab, so whatever the person was writing stays where it was. */
function isWebLink(href: string): boolean {
  return href.startsWith("https:");
}

/** One line: its name, how to reach it (large tap-to-call/text links), its hours and when it was checked. */
export function HelplineCard({ line }: { line: Helpline }) {
  return (
    <li className="rounded-xl border border-brand-100 bg-white p-4">
      <p className="text-base font-semibold text-ink">{line.name}</p>
      <p className="mt-1 text-ink">
        {line.contact}
        {line.note && <span className="text-muted"> ({line.note})</span>}
      </p>
      <p className="mt-1 text-sm text-muted">
        {line.hours} · Last checked {verifiedMonth(line.lastVerified)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {line.links.map((link) => (
          <a
            key={link.href}
            href={link.href}
            className={buttonClasses("secondary", "md")}
            {...(isWebLink(link.href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {link.label}
          </a>
        ))}
      </div>
    </li>
  );
}

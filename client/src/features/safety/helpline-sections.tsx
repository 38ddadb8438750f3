/**
 * The helplines for one country, in the order someone in trouble needs them: emergency services,
 * then people to talk to now, then the worldwide directory, and (apart, on /crisis) support after
 * losing a pet. Where we list no lines, the emergency-number advice and the directory.
 */
import { EMERGENCY_ADVICE, helplinesFor, type Helpline, type HelplineCountry } from "@shared/safety/helplines";
import { HelplineCard } from "./helpline-card";

interface HelplineSectionsProps {
  country: HelplineCountry | null;
  /** The level of the section headings: 2 on a page, deeper inside a dialog or a panel. */
  headingLevel: 2 | 3 | 4;
  /** Pet-bereavement lines too (on /crisis; the support panel keeps to crisis lines). */
  withPetLoss?: boolean;
}

const HEADINGS = { 2: "h2", 3: "h3", 4: "h4" } as const;

function Section({ title, lines, level }: { title: string; lines: Helpline[]; level: 2 | 3 | 4 }) {
  const Heading = HEADINGS[level];
  if (lines.length === 0) return null;
  return (
    <section className="grid gap-3">
      <Heading className={level === 2 ? "text-xl font-semibold text-ink" : "text-base font-semibold text-ink"}>
        {title}
      </Heading>
      <ul className="grid gap-3">
        {lines.map((line) => (
          <HelplineCard key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}

export function HelplineSections({ country, headingLevel, withPetLoss = false }: HelplineSectionsProps) {
  const lines = helplinesFor(country);
  return (
    <div className="grid gap-6">
      {lines.emergency.length > 0 ? (
        <Section title="In an emergency" lines={lines.emergency} level={headingLevel} />
      ) : (
        <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-ink">{EMERGENCY_ADVICE}</p>
      )}
      <Section title="Someone to talk to, any time" lines={lines.crisis} level={headingLevel} />
      <Section
        title={lines.crisis.length > 0 ? "Anywhere else in the world" : "Find a helpline near you"}
        lines={lines.directory}
        level={headingLevel}
      />
      {withPetLoss && lines.petLoss.length > 0 && (
        // Apart from the crisis lines: grief is not a crisis, and these lines keep office hours.
        <div className="border-t border-brand-100 pt-6">
          <Section title="Support after losing a pet" lines={lines.petLoss} level={headingLevel} />
        </div>
      )}
    </div>
  );
}

/**
 * Shown above the results when a search uses the crisis phrases (shared/safety/crisis-check.ts), as
 * search engines do: an offer of people to talk to, the same lines as /crisis. It names no one and
 * assumes nothing; the results follow as usual.
 */
import { Link } from "wouter";
import { CountryPicker } from "@/features/safety/country-picker";
import { HelplineSections } from "@/features/safety/helpline-sections";
import { useHelplineCountry } from "@/features/safety/use-helpline-country";

export function SearchHelp() {
  const { country, choice, choose } = useHelplineCountry();
  return (
    <section
      aria-labelledby="search-help-heading"
      className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink sm:p-6"
    >
      <div className="grid gap-2">
        <h2 id="search-help-heading" className="text-lg font-semibold">
          Help is available
        </h2>
        <p>
          If things feel hard right now, you don&apos;t have to get through it alone. These people are there to listen,
          day and night.
        </p>
      </div>
      <CountryPicker id="search-help-country" choice={choice} onChoose={choose} />
      <HelplineSections country={country} headingLevel={3} />
      <p className="text-sm">
        <Link href="/crisis" className="font-medium text-brand-800 underline underline-offset-4">
          More ways to get help now
        </Link>
      </p>
    </section>
  );
}

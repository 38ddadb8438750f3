import { Link } from "wouter";
import { PageHeading } from "@/components/page-heading";
import { CountryPicker } from "@/features/safety/country-picker";
import { HelplineSections } from "@/features/safety/helpline-sections";
import { useHelplineCountry } from "@/features/safety/use-helpline-country";
import { PageHead } from "@/lib/page-head";

/**
 * /crisis: help, one tap away from every page (header and footer). Emergency numbers first, then
 * people to talk to now, then pet-bereavement support apart; each line with its hours and when
 * we last checked it. Nothing here is sent anywhere: the links only open the phone or the site.
 */
export default function CrisisPage() {
  const { country, choice, choose } = useHelplineCountry();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHead
        title="Get help now"
        description="Free, confidential helplines for your country, day and night: emergency numbers, people to talk to now, and support after losing a pet."
        path="/crisis"
      />
      <PageHeading title="Get help now">
        <p>
          You matter, and you don&apos;t have to get through this alone. These people are there to listen, day and
          night.
        </p>
      </PageHeading>
      <div className="grid gap-8">
        <CountryPicker id="crisis-country" choice={choice} onChoose={choose} />
        <HelplineSections country={country} headingLevel={2} withPetLoss />
        <p className="text-sm text-muted">
          PawsWell never contacts anyone on your behalf. Our moderators read posts that worry us and may check in with
          you here. Read our{" "}
          <Link href="/guidelines" className="font-medium text-brand-800 underline">
            community guidelines
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

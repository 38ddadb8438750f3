/**
 * What someone sees once their Contact Us message is sent: a thank-you, whether we can reply, and
 * (when their words matched the crisis phrases) the helplines, right there, with no alarm.
 */
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CountryPicker } from "@/features/safety/country-picker";
import { HelplineSections } from "@/features/safety/helpline-sections";
import { useHelplineCountry } from "@/features/safety/use-helpline-country";

function Helplines() {
  const { country, choice, choose } = useHelplineCountry();
  return (
    <section aria-labelledby="contact-helplines" className="grid gap-4 rounded-xl border border-brand-200 bg-white p-4">
      <div className="grid gap-1">
        <h3 id="contact-helplines" className="text-lg font-semibold text-ink">
          You don&apos;t have to wait for us
        </h3>
        <p className="text-ink">
          It sounds like things may be really hard right now. Our inbox isn&apos;t watched around the clock, but these
          people are there to listen, day and night.
        </p>
      </div>
      <CountryPicker id="contact-country" choice={choice} onChoose={choose} />
      <HelplineSections country={country} headingLevel={4} />
    </section>
  );
}

interface ContactSentProps {
  /** The address they gave for a reply, if any. */
  replyTo: string | undefined;
  showsHelplines: boolean;
  onSendAnother: () => void;
}

export function ContactSent({ replyTo, showsHelplines, onSendAnother }: ContactSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form gave way to this: take the reader (and a screen reader) to it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2 rounded-xl border border-brand-100 bg-brand-50 p-5 text-ink">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          Thank you. Your message is on its way to our moderators.
        </h2>
        <p>
          {replyTo
            ? `A person will read it, and we'll reply to ${replyTo} when we can.`
            : "A person will read it. You didn't leave an email address, so we can't write back, and that's fine."}
        </p>
      </div>
      {showsHelplines && <Helplines />}
      <div>
        <Button variant="secondary" onClick={onSendAnother}>
          Send another message
        </Button>
      </div>
    </div>
  );
}

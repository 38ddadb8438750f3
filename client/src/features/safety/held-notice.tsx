/**
 * What an author sees, in place of "Success", when the server holds what they wrote for a moderator
 * (docs/safety.md#safety-on-a-bad-day): the agreed words, then the helplines for their country. It
 * never says the post was flagged; it says a person will read it, and where help is now.
 */
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { CountryPicker } from "./country-picker";
import { HelplineSections } from "./helpline-sections";
import { closeHeldNotice, useIsHeldNoticeShowing } from "@/lib/held-notice-store";
import { useHelplineCountry } from "./use-helpline-country";

export const HELD_MESSAGE = "A moderator will read this soon. Here is support now.";

export function HeldNotice() {
  const isShowing = useIsHeldNoticeShowing();
  const { country, choice, choose } = useHelplineCountry();
  return (
    <Dialog open={isShowing} onOpenChange={(open) => !open && closeHeldNotice()}>
      <DialogContent title={HELD_MESSAGE} description="Until then, only you and our moderators can see it.">
        <div className="grid gap-4">
          <CountryPicker id="held-notice-country" choice={choice} onChoose={choose} />
          <HelplineSections country={country} headingLevel={3} />
          <div>
            <Button variant="secondary" onClick={closeHeldNotice}>
              Close this message
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

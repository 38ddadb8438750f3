/**
 * The offer to keep PawsWell on the home screen: a quiet card at the foot of the screen, never a
 * dialog, never taking the focus, gone for good after "Not now" (install-offer-rules.ts says when
 * it comes).
 */
import { Button } from "@/components/ui/button";
import { dismissInstallOffer, installApp } from "./install-prompt-store";

export function InstallOffer() {
  return (
    <aside
      aria-labelledby="install-offer-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-xl border border-brand-100 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <h2 id="install-offer-title" className="text-base font-semibold text-ink">
        Keep PawsWell on your home screen
      </h2>
      <p className="mt-1 text-sm text-muted">It opens like an app, and Get help now opens even without a signal.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void installApp()}>Add to home screen</Button>
        <Button variant="ghost" onClick={dismissInstallOffer}>
          Not now
        </Button>
      </div>
    </aside>
  );
}

/**
 * Where the install offer lives in the app's shell: counts each screen of the visit, and loads the
 * offer's own code only when it is due (install-offer-rules.ts), so nobody else downloads it.
 */
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import { noteScreen, useIsInstallOfferDue } from "./install-prompt-store";

const InstallOffer = lazy(() => import("./install-offer").then((module) => ({ default: module.InstallOffer })));

export function InstallOfferHost() {
  const [location] = useLocation();
  useEffect(() => noteScreen(location), [location]);
  const isDue = useIsInstallOfferDue(location);
  return isDue ? (
    <Suspense fallback={null}>
      <InstallOffer />
    </Suspense>
  ) : null;
}

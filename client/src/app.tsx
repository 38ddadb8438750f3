import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import type { SessionUser } from "@shared/api";
import { Footer } from "@/components/footer";
import { untilFormsLoaded } from "@/components/lazy-form";
import { Header } from "@/components/header";
import { SectionBoundary } from "@/components/section-boundary";
import { useToasts } from "@/components/ui/use-toast";
import { logOut } from "@/features/auth/session-store";
import { SuspendedBanner } from "@/features/auth/suspended-banner";
import { SessionProvider, useSessionUser, useValidateStoredSession } from "@/features/auth/use-session";
import { InstallOfferHost } from "@/features/install-app/install-offer-host";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { useIsHeldNoticeShowing } from "@/lib/held-notice-store";
import { ScrollRestoration } from "@/lib/scroll-restoration";
import { NotFoundPage, ROUTES } from "./routes";

// Radix Toast is only needed once there is something to say: keep it out of the first download.
const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// Only an author whose post waits for a moderator sees it: loaded then.
const HeldNotice = lazy(() =>
  import("@/features/safety/held-notice").then((module) => ({ default: module.HeldNotice })),
);

function LazyHeldNotice() {
  return useIsHeldNoticeShowing() ? (
    <Suspense fallback={null}>
      <HeldNotice />
    </Suspense>
  ) : null;
}

/** A calm placeholder while a screen's code loads; reserves space so nothing jumps. */
function ScreenLoading() {
  return <div className="min-h-[60vh]" aria-busy="true" aria-label="Loading" />;
}

interface AppProps {
  queryClient: QueryClient;
  /** On the server: the member the page is drawn for, or null (see SessionProvider). */
  renderedSession?: SessionUser | null;
}

export function App({ queryClient, renderedSession }: AppProps) {
  return (
    <SessionProvider rendered={renderedSession}>
      <AppLayout queryClient={queryClient} />
    </SessionProvider>
  );
}

function AppLayout({ queryClient }: { queryClient: QueryClient }) {
  useValidateStoredSession();
  const user = useSessionUser();
  const [location] = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollRestoration />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <Header user={user} onLogout={() => void logOut()} bell={user ? <NotificationBell userId={user.id} /> : null} />
        <SuspendedBanner user={user} />
        {/* At least a screen tall, so the footer starts below the fold while a screen's code and data
            load: it can then never jump up the visible page (Lighthouse's CLS) as content arrives. */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
          <Suspense fallback={<ScreenLoading />}>
            {/* A screen that fails (or whose script did not arrive) says so in its place; the header,
                its help link and the footer stay. Another address draws its own screen afresh. */}
            <SectionBoundary resetKey={location} className="mx-auto max-w-3xl px-4 py-10">
              <Switch>
                {ROUTES.map(({ path, component }) => (
                  <Route key={path} path={path} component={component} />
                ))}
                <Route component={NotFoundPage} />
              </Switch>
            </SectionBoundary>
            <AppReadyMark />
          </Suspense>
        </main>
        <Footer />
      </div>
      <LazyToaster />
      <LazyHeldNotice />
      <InstallOfferHost />
    </QueryClientProvider>
  );
}

/**
 * Marks the page (html[data-app-ready]) once the app has taken it over: inside the screen's
 * Suspense boundary, so its effect runs only when the screen itself is live, and after any form
 * in it has loaded (lazyForm). A rendered page can be read before then, but its buttons work only
 * after: the early-click catcher holds a press until the mark appears, then presses again
 * (lib/early-clicks.ts). The browser walks wait for the mark after each page load (tests/e2e/app-test.ts).
 */
function AppReadyMark() {
  useEffect(() => {
    void untilFormsLoaded().then(() => {
      document.documentElement.dataset.appReady = "";
      // Inter's files, now that they take no bandwidth from the page or its code (web-fonts.css).
      void import("./web-fonts.css");
    });
  }, []);
  return null;
}

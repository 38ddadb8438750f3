/**
 * Forms shown inline (a reply box, an edit in place) whose code loads the first time one is shown:
 * their validation (zod and the API's schemas, ~50 KB gzip) is not needed to read the page around
 * them. A placeholder of about the form's size holds its place meanwhile. A page the server
 * rendered with the form already in it keeps that markup until the code arrives.
 *
 * That markup must be taken over, never drawn again: React hydrates a Suspense boundary in a pass
 * of its own after the screen around it, and should an update reach the boundary first (the app's
 * ready mark replaying a held press, say) while the code is still on its way, React drops the
 * server's markup and shows the placeholder, so the field someone is typing in vanishes with its
 * caret. So the code is asked for as soon as the form's place is drawn (before its boundary is
 * hydrated), the ready mark waits for it (untilFormsLoaded), and once it is here the form draws at
 * once, without suspending, so a late boundary hydrates in the same turn as the update.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { Skeleton } from "@/components/skeleton";

/** Every form's code asked for so far, loaded or still on its way. */
const loads: Promise<unknown>[] = [];
const isBrowser = typeof document !== "undefined";

export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const startLoading = () => {
    if (loading) return loading;
    loading = load().then((component) => {
      loaded = component;
      return component;
    });
    loads.push(loading);
    return loading;
  };
  // React.lazy takes any thenable, and draws at once when it calls back at once: code already here
  // is answered synchronously rather than through a promise, which would suspend for a turn.
  const Form = lazy(() =>
    loaded ? alreadyHere({ default: loaded }) : startLoading().then((component) => ({ default: component })),
  );
  return function LazyForm(props: P) {
    if (isBrowser) void startLoading();
    return (
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <Form {...props} />
      </Suspense>
    );
  };
}

/** A thenable that answers at once: what React.lazy needs to draw without suspending. */
function alreadyHere<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => {
      onFulfilled?.(value);
      return thenable as never;
    },
  };
  return thenable as Promise<T>;
}

/**
 * Settles once the code of every form asked for so far has arrived (failed ones included), and
 * React has had its turn to draw them: until then a form the server drew cannot yet be used.
 */
export async function untilFormsLoaded(): Promise<void> {
  await Promise.allSettled(loads);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

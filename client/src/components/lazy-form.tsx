/**
 * Forms shown inline (a reply box, an edit in place) whose code loads the first time one is shown:
 * their validation (zod and the API's schemas, ~50 KB gzip) is not needed to read the page around
 * them. A placeholder of about the form's size holds its place meanwhile. A page the server
 * rendered with the form already in it keeps that markup until the code arrives.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { Skeleton } from "@/components/skeleton";

/** Every form's code asked for so far, loaded or still on its way. */
const loads: Promise<unknown>[] = [];

export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Form = lazy(() => {
    const loading = load().then((component) => ({ default: component }));
    loads.push(loading);
    return loading;
  });
  return function LazyForm(props: P) {
    return (
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <Form {...props} />
      </Suspense>
    );
  };
}

/**
 * Settles once the code of every form asked for so far has arrived (failed ones included), and
 * React has had its turn to draw them: until then a form the server drew cannot yet be used.
 */
export async function untilFormsLoaded(): Promise<void> {
  await Promise.allSettled(loads);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Create dialogs whose code (react-hook-form, the Zod schemas, Radix dialog: about 85 KB gzip) is
 * downloaded only when their button is first used, so the pages that merely show the button do not
 * pay for it on load. Pointing at or focusing the button starts the download early.
 */
import { cloneElement, createContext, useContext, useState, type ComponentType, type ReactElement } from "react";
import { PAGE_BEFORE_READY_ATTRIBUTE } from "@/lib/early-clicks";

const OpensOnMount = createContext(false);

/** True inside a dialog that lazyDialog has just loaded because its button was pressed: it should open. */
export function useOpensOnMount(): boolean {
  return useContext(OpensOnMount);
}

interface TriggerProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

interface LazyDialogOptions {
  /**
   * A page that draws the same form (lib/create-pages.ts): the button leads there when pressed
   * before the app has arrived, rather than waiting for the app and then the dialog's code.
   */
  pageBeforeReady?: string;
}

/**
 * Wraps a dialog component: `renderTrigger` draws the same button the dialog draws for itself
 * (same label, so nothing changes for the visitor or for tests); pressing it loads the dialog and
 * renders it open, after which the real dialog and its own button take over.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  renderTrigger: (props: P) => ReactElement<TriggerProps>,
  { pageBeforeReady }: LazyDialogOptions = {},
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const prefetch = () => (loading ??= load());

  return function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
    if (Dialog) {
      return (
        <OpensOnMount.Provider value>
          <Dialog {...props} />
        </OpensOnMount.Provider>
      );
    }
    return cloneElement(renderTrigger(props), {
      onClick: () => void prefetch().then((component) => setDialog(() => component)),
      onPointerEnter: () => void prefetch(),
      onFocus: () => void prefetch(),
      ...(pageBeforeReady && { [PAGE_BEFORE_READY_ATTRIBUTE]: pageBeforeReady }),
    });
  };
}

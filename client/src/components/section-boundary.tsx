/**
 * Keeps a failure in the part of the page it happened in: a card that cannot draw its row, an
 * answer the client cannot read (lib/query-client.ts), a screen's script that did not arrive. The
 * part says "This part couldn't load" with Try again; the header, the help link and the other parts
 * go on working. The app's routes have one (app.tsx), and each section of a screen its own.
 *
 * React logs what a boundary caught with console.error, in tests too; nothing is hidden. On the
 * server a boundary catches nothing: a failure there fails the render, and the server sends the
 * shell for the browser to draw (client/src/entry-server.tsx), never a page with a part missing.
 */
import { QueryErrorResetBoundary, useQueryClient } from "@tanstack/react-query";
import { Component, type ReactNode } from "react";
import { LoadFailed } from "./load-failed";

interface CatcherProps {
  children: ReactNode;
  /** When it changes (the route's path), a caught failure is forgotten and the part drawn again. */
  resetKey?: string;
  onReset: () => void;
  isCompact: boolean;
  className?: string;
}

interface CatcherState {
  hasFailed: boolean;
  resetKey?: string;
}

/** React's error boundaries are classes: this one holds whether its part failed. */
class FailureCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { hasFailed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<CatcherState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.resetKey === state.resetKey ? null : { hasFailed: false, resetKey: props.resetKey };
  }

  private readonly handleRetry = () => {
    this.props.onReset();
    this.setState({ hasFailed: false });
  };

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div className={this.props.className}>
        <LoadFailed
          message="This part couldn't load."
          onRetry={this.handleRetry}
          look={this.props.isCompact ? "compact" : "list"}
        />
      </div>
    );
  }
}

export function SectionBoundary({
  children,
  resetKey,
  isCompact = false,
  className,
}: {
  children: ReactNode;
  resetKey?: string;
  /** Inside a small card: the message as a line of text rather than a box of its own. */
  isCompact?: boolean;
  /** Where the message sits when the part had its own frame (a whole screen's width and margins). */
  className?: string;
}) {
  const queryClient = useQueryClient();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <FailureCatcher
          resetKey={resetKey}
          isCompact={isCompact}
          className={className}
          onReset={() => {
            // Lets a query whose answer was unreadable ask again when its part is drawn again.
            reset();
            // The failed part's queries have no reader while its message shows: forget their answers,
            // so Try again asks the server afresh rather than redrawing what just failed.
            void queryClient.resetQueries({ type: "inactive" });
          }}
        >
          {children}
        </FailureCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}

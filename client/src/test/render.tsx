/** Renders a component inside the app's providers, at a given path, for component tests. */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { SessionProvider } from "@/features/auth/use-session";
import { createQueryClient } from "@/lib/query-client";

export function renderAt(ui: ReactElement, path = "/"): RenderResult & { history: string[] } {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <Router hook={location.hook}>{ui}</Router>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...result, history: location.history };
}

/**
 * How long a test waits for a part whose code loads the first time it is shown (an inline form, a
 * dialog): its dynamic import alone can take past Testing Library's default second on a busy
 * machine, where the same test passes in a few milliseconds on a quiet one.
 */
export const LAZY_CODE_TIMEOUT = { timeout: 5000 };

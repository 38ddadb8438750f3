// First: it must configure zod before any shared schema is built.
import "./lib/zod-config";
import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { meQuery, sessionUserOf } from "./features/auth/api";
import { catchInstallPrompt } from "./features/install-app/install-prompt-store";
import { registerServiceWorkerAfterLoad } from "./features/install-app/register-service-worker";
import { adoptRenderedSession } from "./features/auth/session-store";
import { keepEarlyTyping } from "./lib/early-typing";
import { createQueryClient } from "./lib/query-client";
import { readServerQueryState } from "./lib/server-data";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// This visit counted, and the browser's offer to install the site held for the install offer.
catchInstallPrompt();

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A page the server rendered (server/client/page-renderer.ts) already shows its screen: the app
// takes it over from the data it was drawn with. Any other page starts from the app's shell.
// Words typed into its fields before now are kept for the app's fields (lib/early-typing.ts).
const serverState = readServerQueryState();
if (serverState) {
  keepEarlyTyping(root);
  hydrate(queryClient, serverState);
  // Drawn for a member: the app starts as them, as the server did.
  const member = queryClient.getQueryData(meQuery().queryKey);
  if (member) adoptRenderedSession(sessionUserOf(member));
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
// The installable app's worker, once the page has loaded (never before the app: the page's own files come first).
registerServiceWorkerAfterLoad();

/**
 * Public pages arrive as themselves: the app's screen rendered to HTML with its data
 * (client/src/entry-server.tsx), so the first paint is the content and a crawler or a link preview
 * reads it. The rest keep the shell, and any page whose render fails falls back to it: the app then
 * draws it in the browser, as before.
 */
import type { Request, RequestHandler, Response } from "express";
import type { RenderedPage, RenderOptions } from "../../client/src/entry-server";
import { logger } from "../lib/logger";
import { LOCAL_SITE_URL } from "../lib/site-url";
import { inProcessApiOf } from "./in-process-api";
import { fillPageTemplate } from "./page-template";
import { PRIVATE_NO_STORE } from "../middleware/private-answers";

/** What the server build of the app offers (dist/ssr/entry-server.js, or Vite's module in development). */
export interface ServerEntry {
  renderPage(options: RenderOptions): Promise<RenderedPage>;
  isServerRenderedPath(path: string): boolean;
}

export interface PageRendererOptions {
  /** The app's server entry; called per request, so development gets the newest code. */
  loadEntry: () => Promise<ServerEntry>;
  /**
   * The page around the app: index.html. The built client gives a page sent as the shell its
   * screen's preloads, and a rendered one a loader that asks for the app after the first paint
   * (built-client.ts says why).
   */
  templateFor: (req: Request, page: { isRendered: boolean }) => Promise<string> | string;
  /** PUBLIC_URL (server/env.ts): pages' canonical and Open Graph addresses; never the request's Host. */
  siteUrl?: string;
  /** A render still under way after this long is given up and the shell is sent (tests shorten it). */
  renderDeadlineMs?: number;
}

/**
 * Long enough for a busy server's slowest page (a render takes tens of milliseconds), short enough
 * that a reader never waits on a stuck one: past it they get the shell, which the app fills in.
 */
const RENDER_DEADLINE_MS = 3000;

/** A member's own rendered page: checked again on every visit, as a visitor's is, and never kept for anyone else. */
export const MEMBER_PAGE_CACHE_CONTROL = "private, no-cache";

/** Answers a client route: the rendered page where it is public, else the shell. */
export function pageRenderer({
  loadEntry,
  templateFor,
  siteUrl = LOCAL_SITE_URL,
  renderDeadlineMs = RENDER_DEADLINE_MS,
}: PageRendererOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      const entry = await loadEntry();
      res.set("Cache-Control", "no-cache").set("Vary", "Cookie").type("html");
      if (!entry.isServerRenderedPath(req.path)) {
        res.send(await templateFor(req, { isRendered: false }));
        return;
      }
      const template = await templateFor(req, { isRendered: true });
      const page = await renderOrShell(entry, req, res, template, {
        siteUrl,
        deadlineMs: renderDeadlineMs,
      });
      // The shell in place of a failed render, or a page showing a failed part, is for this request
      // only: no cache keeps it, and the next reader gets a new render.
      if (page.isIncomplete) res.set("Cache-Control", PRIVATE_NO_STORE);
      res.status(page.status).send(page.html);
    } catch (error) {
      next(error);
    }
  };
}

async function renderOrShell(
  entry: ServerEntry,
  req: Request,
  res: Response,
  template: string,
  { siteUrl, deadlineMs }: { siteUrl: string; deadlineMs: number },
): Promise<{ status: number; html: string; isIncomplete: boolean }> {
  const deadline = AbortSignal.timeout(deadlineMs);
  try {
    // The reader is found once (their session and user read once), and every API read the page
    // makes is answered in-process as them (in-process-api.ts).
    const api = inProcessApiOf(req.app);
    const viewer = await api.viewerOf(req, res);
    // A page drawn for a member names them: no cache may keep it, the browser's or its service
    // worker's (client/src/service-worker/visitor-copies-only.ts). A visitor's page stays `no-cache`.
    if (viewer.user) res.set("Cache-Control", MEMBER_PAGE_CACHE_CONTROL);
    const page: RenderedPage = await entry.renderPage({
      url: req.originalUrl,
      siteUrl,
      fetchApi: api.transportFor(viewer, { remoteAddress: req.ip, userAgent: req.get("user-agent"), signal: deadline }),
      signal: deadline,
      isMember: viewer.user !== undefined,
    });
    return { status: page.status, html: fillPageTemplate(template, page), isIncomplete: page.hasFailures };
  } catch (error) {
    if (deadline.aborted) logger.warn(`server render of ${req.path} took over ${deadlineMs} ms; sending the shell`);
    else logger.error({ err: error }, `server render of ${req.path} failed; sending the shell`);
    return { status: 200, html: template, isIncomplete: true };
  }
}

/**
 * The frame of every page an emailed link opens (`?token=…`: confirming an address or a subscription,
 * resetting a password, undoing an email change, unsubscribing): never indexed, its heading, its body.
 */
import type { ReactNode } from "react";
import { PageHeading } from "@/components/page-heading";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";
import { INCOMPLETE_LINK_MESSAGE } from "@/lib/use-emailed-token";

export function EmailedLinkPage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHead title={title} description={SITE_DESCRIPTION} path={path} noindex />
      <PageHeading title={title} />
      {children}
    </section>
  );
}

/** What a page says when its link came without its token (cut short by a mail program). */
export function IncompleteLink() {
  return (
    <p role="alert" className="text-ink">
      {INCOMPLETE_LINK_MESSAGE}
    </p>
  );
}

/** /admin: the moderation queue, the audit log, Contact Us messages and content management for moderators; everyone else is told who it is for. */
import { wayInHref } from "@shared/return-path";
import { Link } from "wouter";
import { PageHeading } from "@/components/page-heading";
import { SkeletonGrid } from "@/components/skeleton";
import { buttonClasses } from "@/components/ui/button";
import { ContactInboxTab } from "@/features/contact/contact-inbox-tab";
import { AuditLogTab } from "@/features/moderation/audit-log-tab";
import { useQueueCount } from "@/features/moderation/hooks";
import { NewsletterTab } from "@/features/newsletter/newsletter-tab";
import { QueueTab } from "@/features/moderation/queue-tab";
import { TwoFactorRequiredNotice, isTwoFactorRequired } from "@/features/two-factor/two-factor-required";
import { AdminList } from "./admin-list";
import { ADMIN_LISTS } from "./admin-lists";
import { AdminTabs, type TabSpec } from "./admin-tabs";
import { HeroTab } from "./hero-tab";
import { useMe } from "./hooks";

const CONTENT_TABS: readonly TabSpec[] = [
  { id: "hero", label: "Hero" },
  ...ADMIN_LISTS.map(({ id, label }) => ({ id, label })),
];

/** The queue comes first: people waiting for a moderator matter more than the content lists. */
function adminTabs(openCount: number | undefined): TabSpec[] {
  return [
    { id: "queue", label: typeof openCount === "number" ? `Queue (${openCount})` : "Queue" },
    { id: "audit-log", label: "Audit log" },
    { id: "contact", label: "Contact" },
    ...CONTENT_TABS,
    { id: "newsletter", label: "Newsletter" },
  ];
}

function ModeratorsOnly({ isVisitor }: { isVisitor: boolean }) {
  return (
    <div className="rounded-xl border border-brand-200 bg-white p-6">
      <p className="text-lg text-ink">Content management is for moderators only.</p>
      {isVisitor ? (
        <div className="mt-4">
          <Link href={wayInHref("/login", "/admin")} className={buttonClasses("primary")}>
            Log in
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-muted">
          Your account is not a moderator account. Ask a moderator if you think it should be.
        </p>
      )}
    </div>
  );
}

export function AdminScreen() {
  const me = useMe();
  const isModerator = me.data?.role === "moderator";
  const queueCount = useQueueCount(isModerator);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Content Management" />
      {me.isLoading ? (
        <SkeletonGrid count={3} className="grid gap-3" cardClassName="h-20" />
      ) : !isModerator ? (
        <ModeratorsOnly isVisitor={!me.data} />
      ) : isTwoFactorRequired(queueCount.error) ? (
        // The operator requires two-factor sign-in for moderators (REQUIRE_MODERATOR_2FA).
        <TwoFactorRequiredNotice />
      ) : (
        <AdminTabs tabs={adminTabs(queueCount.data?.open)} label="Moderation and content">
          {(tabId) => {
            if (tabId === "queue") return <QueueTab moderatorId={me.data!.id} />;
            if (tabId === "audit-log") return <AuditLogTab />;
            if (tabId === "contact") return <ContactInboxTab />;
            if (tabId === "hero") return <HeroTab />;
            if (tabId === "newsletter") return <NewsletterTab />;
            const config = ADMIN_LISTS.find((list) => list.id === tabId)!;
            // key: each tab keeps its own list and form state.
            return <AdminList key={config.id} config={config} />;
          }}
        </AdminTabs>
      )}
    </section>
  );
}

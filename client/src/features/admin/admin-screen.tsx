/** /admin: content management for moderators; everyone else is told who it is for. */
import { Link } from "wouter";
import { PageHeading } from "@/components/page-heading";
import { SkeletonGrid } from "@/components/skeleton";
import { buttonClasses } from "@/components/ui/button";
import { AdminList } from "./admin-list";
import { ADMIN_LISTS } from "./admin-lists";
import { AdminTabs, type TabSpec } from "./admin-tabs";
import { HeroTab } from "./hero-tab";
import { useMe } from "./hooks";

const TABS: readonly TabSpec[] = [
  { id: "hero", label: "Hero" },
  ...ADMIN_LISTS.map(({ id, label }) => ({ id, label })),
];

function ModeratorsOnly({ isVisitor }: { isVisitor: boolean }) {
  return (
    <div className="rounded-xl border border-brand-200 bg-white p-6">
      <p className="text-lg text-ink">Content management is for moderators only.</p>
      {isVisitor ? (
        <div className="mt-4">
          <Link href="/login" className={buttonClasses("primary")}>
            Login
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

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Content Management" />
      {me.isLoading ? (
        <SkeletonGrid count={3} className="grid gap-3" cardClassName="h-20" />
      ) : me.data?.role !== "moderator" ? (
        <ModeratorsOnly isVisitor={!me.data} />
      ) : (
        <AdminTabs tabs={TABS} label="Content types">
          {(tabId) => {
            if (tabId === "hero") return <HeroTab />;
            const config = ADMIN_LISTS.find((list) => list.id === tabId)!;
            // key: each tab keeps its own list and form state.
            return <AdminList key={config.id} config={config} />;
          }}
        </AdminTabs>
      )}
    </section>
  );
}

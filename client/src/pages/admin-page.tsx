import { AdminScreen } from "@/features/admin/admin-screen";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";

export default function AdminPage() {
  return (
    <>
      <PageHead title="Content Management" description={SITE_DESCRIPTION} path="/admin" noindex />
      <AdminScreen />
    </>
  );
}

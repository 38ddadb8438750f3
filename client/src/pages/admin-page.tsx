import { AdminScreen } from "@/features/admin/admin-screen";

export default function AdminPage() {
  return <AdminScreen />;
}

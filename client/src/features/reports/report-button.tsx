/**
 * "Report" on any post, reply, story, photo or group, for members and guests. The dialog's code
 * (react-hook-form, zod, Radix dialog) loads when the button is first used (see lazyDialog).
 */
import { lazyDialog } from "@/components/lazy-dialog";
import { reportButtonName, type ReportButtonProps } from "./report-item";
import { ReportTrigger } from "./report-trigger";

export type { ReportButtonProps } from "./report-item";

const LazyReportDialog = lazyDialog<ReportButtonProps>(
  () => import("./report-dialog").then((module) => module.ReportDialog),
  (props) => <ReportTrigger aria-label={reportButtonName(props)} />,
);

/** A stored item's id. A plain pattern rather than the zod schema, which would end up in every page's first download. */
const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ReportButton(props: ReportButtonProps) {
  // Only stored items can be reported: the built-in sample groups have no id the server knows.
  if (!STORED_ID.test(props.itemId)) return null;
  return <LazyReportDialog {...props} />;
}

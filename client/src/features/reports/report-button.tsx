/**
 * "Report" on anything a member wrote (a post, reply, story, photo, group or challenge), for members and guests. The dialog's code
 * (react-hook-form, zod, Radix dialog) loads when the button is first used (see lazyDialog).
 */
import { lazyDialog } from "@/components/lazy-dialog";
import { isStoredId } from "@/lib/stored-id";
import { reportButtonName, type ReportButtonProps } from "./report-item";
import { ReportTrigger } from "./report-trigger";

export type { ReportButtonProps } from "./report-item";

const LazyReportDialog = lazyDialog<ReportButtonProps>(
  () => import("./report-dialog").then((module) => module.ReportDialog),
  (props) => <ReportTrigger aria-label={reportButtonName(props)} />,
);

export function ReportButton(props: ReportButtonProps) {
  // Only stored items can be reported: the built-in sample groups have no id the server knows.
  if (!isStoredId(props.itemId)) return null;
  return <LazyReportDialog {...props} />;
}

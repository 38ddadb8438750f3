import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";

/** PostGroupDialog, its code loaded when its button is first used (see lazyDialog). */
export const PostGroupDialog = lazyDialog(
  () => import("./post-group-dialog").then((module) => module.PostGroupDialog),
  () => <Button>Post Your Group</Button>,
);

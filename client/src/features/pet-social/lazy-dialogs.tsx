import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";

/** SharePhotoDialog, its code loaded when its button is first used (see lazyDialog). */
export const SharePhotoDialog = lazyDialog(
  () => import("./share-photo-dialog").then((module) => module.SharePhotoDialog),
  ({ triggerLabel = "Share Photo" }: { triggerLabel?: string }) => <Button>{triggerLabel}</Button>,
);

/** CreateChallengeDialog, loaded the same way. */
export const CreateChallengeDialog = lazyDialog(
  () => import("./create-challenge-dialog").then((module) => module.CreateChallengeDialog),
  () => <Button size="sm">Create</Button>,
);

/** The thread pages' writing forms, each loaded when first shown (see lazyForm). */
import { lazyForm } from "@/components/lazy-form";

export const MemberReplyForm = lazyForm(() => import("./member-reply-form").then((module) => module.MemberReplyForm));
export const EditPostForm = lazyForm(() => import("./edit-post-form").then((module) => module.EditPostForm));
export const EditPhotoForm = lazyForm(() => import("./edit-photo-form").then((module) => module.EditPhotoForm));
export const EditReplyForm = lazyForm(() => import("./edit-reply-form").then((module) => module.EditReplyForm));

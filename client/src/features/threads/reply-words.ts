/** The words each kind of thread uses. */
export const REPLY_WORDS = {
  replies: {
    invitation: "Log in or join to reply — replies come from members so everyone knows who they're talking to.",
    form: "Reply to this discussion",
    label: "Your reply",
    submit: "Post Reply",
    posted: "Your reply has been posted.",
    failed: "Your reply couldn't be posted. Your text is still here.",
  },
  comments: {
    invitation: "Log in or join to comment — comments come from members so everyone knows who they're talking to.",
    form: "Comment",
    label: "Your comment",
    submit: "Post Comment",
    posted: "Your comment has been posted.",
    failed: "Your comment couldn't be posted. Your text is still here.",
  },
} as const;

/** The fields every item fixture shares when it is published as usual: no warnings, a name shown, nothing held. */
export const PUBLISHED_ITEM = {
  status: "published" as const,
  hiddenReason: null,
  postedBy: null,
  contentWarnings: [] as string[],
  anonymous: false,
  noindex: false,
};

/**
 * Styles for the article's HTML (headings, lists, links, quotes, code and our own pictures: the
 * server's allow-list), at a comfortable line length with room between the lines.
 */
export const ARTICLE_BODY = [
  "max-w-prose space-y-6 text-lg leading-8 text-ink",
  "[&_h2]:pt-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:pl-6 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-brand-50 [&_code]:px-1 [&_code]:text-base",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-brand-50 [&_pre]:p-4 [&_pre_code]:bg-transparent",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_hr]:border-muted/30",
].join(" ");

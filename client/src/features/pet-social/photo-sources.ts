/** A pet photo's <img> sources: stored uploads come in two sizes; anything else is shown as it is. */
export function photoSources(imageUrl: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!imageUrl.startsWith("/objects/uploads/")) return { src: imageUrl };
  return { src: imageUrl, srcSet: `${imageUrl}?size=thumb 480w, ${imageUrl} 1600w`, sizes };
}

import { ArticleCard, LinkCard, type ResourceCardData } from "./resource-card";

export const RESOURCE_GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** A section's resources as cards: educational articles open in place, the others link out. */
export function ResourceGrid({ category, resources }: { category: string; resources: ResourceCardData[] }) {
  const ResourceCard = category === "educational" ? ArticleCard : LinkCard;
  return (
    <ul className={RESOURCE_GRID}>
      {resources.map((resource) => (
        <li key={resource.id} className="min-w-0">
          <ResourceCard resource={resource} />
        </li>
      ))}
    </ul>
  );
}

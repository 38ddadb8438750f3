import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { PREVIEW_LENGTH } from "@shared/constants";
import { ITEM_PATHS } from "@shared/item-urls";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { isStoredId } from "@/lib/stored-id";
import { truncate } from "@shared/preview-text";
import { textLinkClasses } from "@/components/ui/text-link";

export interface ResourceCardData {
  id: string;
  title: string;
  content: string;
  category: string;
  url: string | null;
  imageUrl: string | null;
}

/** An educational article: a 150-character preview that 'View Article' opens in place. */
export function ArticleCard({ resource }: { resource: ResourceCardData }) {
  const [isOpen, setIsOpen] = useState(false);
  const contentId = `resource-${resource.id}-content`;
  return (
    <Card className="flex h-full flex-col">
      <ResourceTitle resource={resource} />
      <p id={contentId} className="mt-2 flex-1 whitespace-pre-line text-muted">
        {isOpen ? resource.content : truncate(resource.content, PREVIEW_LENGTH.resourceArticle)}
      </p>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={() => setIsOpen((open) => !open)}
        className={buttonClasses("secondary", "sm", "mt-4 self-start")}
      >
        {isOpen ? "Show Less" : "View Article"}
      </button>
    </Card>
  );
}

/** Any other resource: its text and, when it has one, a link out in a new tab. */
export function LinkCard({ resource }: { resource: ResourceCardData }) {
  return (
    <Card className="flex h-full flex-col">
      <ResourceTitle resource={resource} />
      <p className="mt-2 flex-1 whitespace-pre-line text-muted">{resource.content}</p>
      {resource.url && (
        <a
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("secondary", "sm", "mt-4 self-start")}
        >
          View More
          <ExternalLink aria-hidden className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </Card>
  );
}

/** A card's title: a link to the resource's own page (the built-in samples have none). */
function ResourceTitle({ resource }: { resource: ResourceCardData }) {
  return (
    <h3 className="text-lg font-semibold text-ink">
      {isStoredId(resource.id) ? (
        <Link href={ITEM_PATHS.resource(resource.id)} className={textLinkClasses("hover:underline")}>
          {resource.title}
        </Link>
      ) : (
        resource.title
      )}
    </h3>
  );
}

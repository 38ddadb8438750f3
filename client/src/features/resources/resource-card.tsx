import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { PREVIEW_LENGTH } from "@shared/constants";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { truncate } from "@/lib/text";

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
      <h3 className="text-lg font-semibold text-ink">{resource.title}</h3>
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
      <h3 className="text-lg font-semibold text-ink">{resource.title}</h3>
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

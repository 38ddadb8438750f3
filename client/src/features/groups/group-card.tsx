import { Calendar, Contact, MapPin, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { groupTypeLabel } from "@shared/labels";
import { ITEM_PATHS } from "@shared/item-urls";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ReportButton } from "@/features/reports/report-button";
import { isStoredId } from "@/lib/stored-id";
import { cn } from "@/lib/text";
import { GroupContact } from "./group-contact";
import { textLinkClasses } from "@/components/ui/text-link";

export interface GroupCardData {
  id: string;
  name: string;
  description: string;
  location: string;
  type: string;
  schedule: string;
  contactInfo: string;
}

/** A group: name (a link to its page), type, description, where, when and whom to contact. */
export function GroupCard({ group }: { group: GroupCardData }) {
  return (
    <Card className="flex h-full min-w-0 flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold text-ink [overflow-wrap:anywhere]">
          {/* The built-in samples have no page of their own. */}
          {isStoredId(group.id) ? (
            <Link href={ITEM_PATHS.group(group.id)} className={textLinkClasses("hover:underline")}>
              {group.name}
            </Link>
          ) : (
            group.name
          )}
        </h3>
        <Badge>{groupTypeLabel(group.type)}</Badge>
      </div>
      <p className="mt-2 flex-1 whitespace-pre-line text-muted [overflow-wrap:anywhere]">{group.description}</p>
      <GroupDetails group={group} className="mt-4 text-sm" />
      <div className="-mb-2 mt-2 flex justify-end">
        <ReportButton itemType="group" itemId={group.id} label={`Report the group ${group.name}`} />
      </div>
    </Card>
  );
}

/** Where, when and whom to contact: on a group's card and on its page. */
export function GroupDetails({ group, className }: { group: GroupCardData; className?: string }) {
  return (
    <dl className={cn("grid gap-2 text-ink", className)}>
      <GroupDetail icon={MapPin} label="Where" value={group.location} />
      <GroupDetail icon={Calendar} label="Meets" value={group.schedule} />
      <GroupDetail icon={Contact} label="Contact" value={<GroupContact contactInfo={group.contactInfo} />} />
    </dl>
  );
}

/** One line of a group's details, easy to scan: an icon and a short visible label, then the value. */
function GroupDetail({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] items-start gap-2">
      <dt className="flex items-center gap-2 font-medium text-muted">
        <Icon aria-hidden className="h-4 w-4 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

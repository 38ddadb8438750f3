/** A list tab's search box and status filter; the server searches every item, not just those loaded. */
import { useEffect, useState } from "react";
import { ADMIN_SEARCH_MAX } from "@shared/admin-lists";
import type { Option } from "@shared/constants";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select } from "@/components/ui/input";

export interface AdminListFilter {
  q: string;
  /** A status of the list's, or "" for all. */
  status: string;
}

export const SEARCH_PAUSE_MS = 300;

/** The filter a tab starts with and the one the list follows, which takes the typed words once typing pauses. */
export function useAdminListFilter() {
  const [typed, setTyped] = useState("");
  const [filter, setFilter] = useState<AdminListFilter>({ q: "", status: "" });
  const q = typed.trim();
  useEffect(() => {
    if (q === filter.q) return;
    const timer = setTimeout(() => setFilter((current) => ({ ...current, q })), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q, filter.q]);
  return {
    filter,
    typed,
    setTyped,
    setStatus: (status: string) => setFilter((current) => ({ ...current, status })),
  };
}

interface AdminListFiltersProps {
  listId: string;
  label: string;
  statuses: readonly Option[];
  typed: string;
  status: string;
  onTypedChange: (value: string) => void;
  onStatusChange: (value: string) => void;
}

export function AdminListFilters(props: AdminListFiltersProps) {
  const { listId, label, statuses, typed, status, onTypedChange, onStatusChange } = props;
  return (
    <div role="search" aria-label={`Find in ${label}`} className="grid flex-1 gap-3 sm:grid-cols-2">
      <FormField id={`admin-${listId}-search`} label="Search">
        {(control) => (
          <Input
            {...control}
            type="search"
            placeholder="Words in the title or text"
            maxLength={ADMIN_SEARCH_MAX}
            value={typed}
            onChange={(event) => onTypedChange(event.target.value)}
          />
        )}
      </FormField>
      {statuses.length > 0 && (
        <FormField id={`admin-${listId}-status`} label="Status">
          {(control) => (
            <Select {...control} value={status} onChange={(event) => onStatusChange(event.target.value)}>
              <option value="">All</option>
              <OptionItems options={statuses} />
            </Select>
          )}
        </FormField>
      )}
    </div>
  );
}

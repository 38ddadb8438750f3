/**
 * The group filters live in the page's URL (/groups?location=…&type=…), so a filtered list can be
 * shared and survives a reload. The location box updates the URL once typing pauses, not on every key.
 */
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { GROUP_LOCATION_MAX_LENGTH } from "@shared/groups";
import { GROUP_TYPES, optionValues } from "@shared/constants";
import type { GroupFilterValues, GroupType } from "./api";

export const LOCATION_DEBOUNCE_MS = 300;
const TYPES: readonly string[] = optionValues(GROUP_TYPES);
const isGroupType = (value: string): value is GroupType => TYPES.includes(value);

/** The filters a URL names; anything the server would refuse (an unknown type) reads as no filter. */
export function filtersOf(searchParams: URLSearchParams): GroupFilterValues {
  const type = searchParams.get("type") ?? "";
  return {
    location: (searchParams.get("location") ?? "").trim().slice(0, GROUP_LOCATION_MAX_LENGTH),
    type: isGroupType(type) ? type : undefined,
  };
}

export function useGroupFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  // What the box shows while typing; the URL (and so the list) follows after a pause.
  const [locationText, setLocationText] = useState(filters.location);
  // The location this hook last wrote into the URL: any other change came from outside (Back, a link).
  const written = useRef(filters.location);

  const update = (change: Partial<Record<"location" | "type", string>>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      // Typing and choosing refine one search: Back should leave the page, not undo each letter.
      { replace: true },
    );

  const typed = locationText.trim();
  useEffect(() => {
    if (filters.location === written.current) return;
    written.current = filters.location;
    setLocationText(filters.location);
  }, [filters.location]);

  useEffect(() => {
    if (typed === filters.location) return;
    const timer = setTimeout(() => {
      written.current = typed;
      update({ location: typed });
    }, LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `update` is a fresh closure each render; the typed text and the URL's are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, filters.location]);

  return {
    filters,
    locationText,
    setLocationText,
    setType: (type: string) => update({ type: type === "all" ? "" : type }),
    clear: () => {
      setLocationText("");
      written.current = "";
      update({ location: "", type: "" });
    },
  };
}

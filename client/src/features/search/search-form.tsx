/**
 * A search field (a `search` landmark): Enter or the button opens /search?q=…; an empty field does
 * nothing. The header opens one below its bar (desktop) and in the phone menu; /search has its own.
 */
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { SEARCH_QUERY_MAX_LENGTH, type SearchType } from "@shared/search";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/text";
import { SEARCH_PAGE, searchPagePath } from "./search-route";

interface SearchFormProps {
  /** The landmark's name: two search forms on one page need different ones. */
  label: string;
  /** What the field starts with (the page's current query). */
  initialQuery?: string;
  /** The kind a new search keeps (the page's filter). */
  type?: SearchType | null;
  autoFocus?: boolean;
  /** After navigating (the phone menu closes). */
  onSearch?: () => void;
  className?: string;
}

export function SearchForm({
  label,
  initialQuery = "",
  type = null,
  autoFocus = false,
  onSearch,
  className,
}: SearchFormProps) {
  const id = useId();
  const [, navigate] = useLocation();
  const [text, setText] = useState(initialQuery);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query === "") return;
    navigate(searchPagePath(query, type));
    onSearch?.();
  };

  return (
    // A real GET to /search too, so it searches before the app has loaded (and without it).
    <form
      role="search"
      aria-label={label}
      action={SEARCH_PAGE}
      method="get"
      onSubmit={submit}
      className={cn("flex min-w-0 items-center gap-2", className)}
    >
      <label htmlFor={id} className="sr-only">
        Search PawsWell
      </label>
      {/* Opened to search (the /search page, the header's row): the cursor waits in the field. */}
      <Input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search PawsWell"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        className="min-w-0"
      />
      {type && <input type="hidden" name="type" value={type} />}
      <Button type="submit" variant="secondary" className="shrink-0">
        <Search aria-hidden className="h-4 w-4" />
        Search
      </Button>
    </form>
  );
}

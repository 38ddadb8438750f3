import { SearchScreen } from "@/features/search/search-screen";

/** /search?q=&type=: site search (docs/decisions.md#search). */
export default function SearchPage() {
  return <SearchScreen />;
}

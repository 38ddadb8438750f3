import { SearchScreen } from "@/features/search/search-screen";

/** /search?q=&type=: site search (issue 16). */
export default function SearchPage() {
  return <SearchScreen />;
}

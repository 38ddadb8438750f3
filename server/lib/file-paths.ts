/** Which request paths name a file (of the build, or missing) rather than a page of the web client. */
import path from "node:path";
import { ITEM_PATHS } from "@shared/item-urls";

/** Where member pages live: a username may hold a dot ("sam.jones"), which is not a file's extension. */
const MEMBER_PAGES = ITEM_PATHS.member("");

/** A path with an extension names a file; a member's page is a client route whatever the name. */
export function isFilePath(requestPath: string): boolean {
  return path.extname(requestPath) !== "" && !requestPath.startsWith(MEMBER_PAGES);
}

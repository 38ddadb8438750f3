import { useEffect } from "react";
import { PRODUCT_NAME } from "@shared/constants";

/** Sets the browser tab's title for the current screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

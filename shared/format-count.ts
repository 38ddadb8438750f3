/**
 * A whole number with thousands separators, as English writes it: "4,812". Written by hand rather
 * than with toLocaleString: a page's first use of Intl loads the browser's locale data (40-120 ms
 * of a phone's main thread, more when throttled), and these counts are drawn while the page is
 * being taken over, or built when a module is read (docs/performance.md, less work before ready).
 */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

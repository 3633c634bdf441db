/**
 * The results' place on the home page: the id the search form's address ends with (`#…`), so
 * that Search pressed before the scripts run, or without them, opens the answer scrolled to the
 * works, as Search pressed once the page runs shows them (`showResults`).
 */
export const RESULTS_ID = 'catalogue-results';

/**
 * Search pressed once the page runs: the visitor asks to see the works, which lie below the form
 * (on a phone, behind its keyboard). The results' place comes to the top of the screen, smoothly
 * unless the visitor asked for less motion, and the focus moves to the count of works, which a
 * screen reader reads, the next Tab reaching the first work; leaving the search box closes a
 * phone's keyboard. With no count yet (the first answer still on its way) the focus stays.
 */
export function showResults(place: HTMLElement | null, count: HTMLElement | null): void {
  if (!place) return;
  count?.focus({ preventScroll: true });
  const lessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  place.scrollIntoView?.({ block: 'start', behavior: lessMotion ? 'auto' : 'smooth' });
}

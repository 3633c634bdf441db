/**
 * Moves the focus once the page has drawn what just changed. A dialog that closes gives the focus
 * back to the button that opened it, and a form put away leaves it nowhere: when that button is
 * gone, or about to go (a withdrawn work has no Withdraw), the focus would fall to the page's
 * body, and a keyboard or screen reader user would start again from the top.
 */
export function focusSoon(target: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => target()?.focus());
}

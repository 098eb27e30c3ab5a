/**
 * Handles a closing dialog's focus return. A dialog opened by code has no trigger to go back to,
 * so focus would fall to the page body: it goes to the given element instead, unless something
 * the dialog revealed (a result heading) has already taken it.
 */
export function restoreFocus(event: Event, target: () => HTMLElement | null): void {
  event.preventDefault();
  const active = document.activeElement;
  if (active && active !== document.body) return;
  target()?.focus();
}

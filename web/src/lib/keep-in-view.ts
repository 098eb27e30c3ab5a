/** What the visitor does to scroll or act on their own; after it, the page stops following the element. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element to the top of the window (its scroll margin clears the sticky header) and
 * keeps it there while content loaded later changes the page's height, until the visitor scrolls,
 * types or clicks. Returns the function that stops following.
 */
export function keepInView(element: Element): () => void {
  const observer = new ResizeObserver(() => element.scrollIntoView({ block: 'start' }));
  const stop = () => {
    observer.disconnect();
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
  };
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  // The first observation comes at once, so this also makes the first scroll.
  observer.observe(document.body);
  return stop;
}

import { useEffect, useState } from 'react';

/** Sonner's own distances from the bottom edge: 24 px on wide screens, 16 px on phones. */
export const TOAST_OFFSET = 24;
export const TOAST_MOBILE_OFFSET = 16;
/** How much of the window's bottom a toast takes (its height and the offset). */
const TOAST_ZONE = 120;
const GAP = 12;

/** True when the two boxes share some columns. */
const sideBySide = (a: DOMRect, b: DOMRect | null) => !b || (a.left < b.right && b.left < a.right);

/**
 * The distance from the bottom edge that keeps toasts clear of the controls marked
 * `data-toast-avoid` (a result's SIM and eSIM buttons) when they sit where a toast would appear.
 * A control taller than half the window is ignored, so a toast never climbs to the top.
 */
function offsetFor(base: number): number {
  const height = window.innerHeight;
  const toaster = document.querySelector('[data-sonner-toaster]')?.getBoundingClientRect() ?? null;
  const region = toaster && toaster.width > 0 ? toaster : null;
  let bottom = base;
  for (const element of document.querySelectorAll('[data-toast-avoid]')) {
    const box = element.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= height || box.bottom < height - TOAST_ZONE) continue;
    if (!sideBySide(box, region)) continue;
    const above = height - box.top + GAP;
    if (above < height / 2) bottom = Math.max(bottom, above);
  }
  return bottom;
}

/** Toast offsets that follow scrolling and resizing; checked a few times a second while the page changes. */
export function useToastOffset(): { offset: number; mobileOffset: number } {
  const [offsets, setOffsets] = useState({ offset: TOAST_OFFSET, mobileOffset: TOAST_MOBILE_OFFSET });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = { offset: offsetFor(TOAST_OFFSET), mobileOffset: offsetFor(TOAST_MOBILE_OFFSET) };
        setOffsets((current) => (current.offset === next.offset && current.mobileOffset === next.mobileOffset ? current : next));
      });
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // Content appears without scrolling (a result, then its toast): look again now and then.
    const timer = window.setInterval(update, 300);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.clearInterval(timer);
    };
  }, []);
  return offsets;
}

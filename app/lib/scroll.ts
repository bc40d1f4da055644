// Smooth scrolling to an anchor over SCROLL_DURATION_MS, clear of the sticky header.
import { SCROLL_DURATION_MS } from './constants.ts';

const HEADER_OFFSET = 72;

export function scrollToHash(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  const start = window.scrollY;
  const end = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET;
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / SCROLL_DURATION_MS);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (end - start) * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

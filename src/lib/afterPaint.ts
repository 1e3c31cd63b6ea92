/**
 * Runs `callback` after the next frame has been painted, in a task of its own; returns a cancel
 * function. For work split into passes (progressive rows, Expand all) and for work that must not
 * join the first paint's task (focusing the search box): each piece is laid out and painted before
 * the next begins. A hidden tab runs no frames, and non-browser tests have none: a timer alone.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    timer = setTimeout(callback, 0);
  else
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  return () => {
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

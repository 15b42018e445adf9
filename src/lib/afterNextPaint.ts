/**
 * Runs `run` once, in a task after the page's next paint: after the next animation frame, or after
 * `fallbackMs` where no frame comes (a hidden tab paints nothing). Returns what cancels it.
 */
export function afterNextPaint(run: () => void, fallbackMs = 100): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The frame's callbacks run before its paint; the timer's task comes after it.
  const frame = requestAnimationFrame(() => setTimeout(once, 0));
  const fallback = setTimeout(once, fallbackMs);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}

import { useEffect, useRef } from 'react';

/**
 * Calls `onDone` after `duration` ms of running time on the current slide,
 * reporting progress (0 to 1) every `step` ms. Pausing keeps the time spent;
 * a new `slideKey` starts again from 0.
 */
export function useAutoAdvance({
  running,
  slideKey,
  duration,
  step,
  onDone,
  onProgress,
}: {
  running: boolean;
  slideKey: number;
  duration: number;
  step: number;
  onDone: () => void;
  onProgress: (progress: number) => void;
}) {
  const elapsed = useRef(0);
  const callbacks = useRef({ onDone, onProgress });
  useEffect(() => {
    callbacks.current = { onDone, onProgress };
  });

  useEffect(() => {
    elapsed.current = 0;
    callbacks.current.onProgress(0);
  }, [slideKey]);

  useEffect(() => {
    if (!running) return;
    const start = performance.now() - elapsed.current;
    const ticker = setInterval(() => {
      callbacks.current.onProgress(
        Math.min(1, Math.max(0, (performance.now() - start) / duration)),
      );
    }, step);
    const timer = setTimeout(() => {
      callbacks.current.onProgress(1);
      callbacks.current.onDone();
    }, duration - elapsed.current);
    return () => {
      clearInterval(ticker);
      clearTimeout(timer);
      elapsed.current = Math.min(duration, performance.now() - start);
    };
  }, [running, slideKey, duration, step]);
}

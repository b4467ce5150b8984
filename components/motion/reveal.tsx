'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import { REVEAL_OFFSET_PX } from '@/lib/constants';
import { hiddenStyle, prefersReducedMotion, revealEntrance, shownStyle } from '@/lib/motion';

type Phase = 'shown' | 'waiting' | 'revealed';

/**
 * Fades an item in when its top comes within REVEAL_OFFSET_PX of the
 * viewport bottom, after `delay` ms. The server HTML is fully visible: only
 * once the script runs are items below that line hidden to wait, and never
 * under reduced motion.
 */
export function Reveal({
  children,
  delay = 0,
  className,
}: {
  children: ReactNode;
  delay?: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('shown');

  useLayoutEffect(() => {
    const el = ref.current;
    // Asked of the browser directly: during hydration the hook still gives the server's answer.
    if (!el || prefersReducedMotion()) return;
    if (el.getBoundingClientRect().top > window.innerHeight - REVEAL_OFFSET_PX) setPhase('waiting');
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (phase !== 'waiting' || !el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setPhase('revealed');
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [phase]);

  return (
    <div
      ref={ref}
      className={className}
      data-reveal={phase}
      style={
        phase === 'waiting'
          ? hiddenStyle(revealEntrance)
          : phase === 'revealed'
            ? shownStyle(revealEntrance, delay)
            : undefined
      }
    >
      {children}
    </div>
  );
}

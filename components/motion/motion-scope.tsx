'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';

import { loadMotionFeatures } from './load-motion';

/**
 * The one configuration of framer-motion on the site, around each animated
 * part: `m` components only (strict), their features loaded asynchronously
 * (load-motion.ts). Under reduced motion framer-motion drops transforms
 * ("user") and, skipping animations, the fades too: things appear at once.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <MotionConfig reducedMotion="user" skipAnimations={reducedMotion}>
      <LazyMotion strict features={loadMotionFeatures}>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

/**
 * Given as `onUpdate` to every animated part, so framer-motion animates it by
 * its own frame loop (requestAnimationFrame and performance.now) instead of
 * handing it to Web Animations: those play on the browser's real timeline,
 * which a test clock (Playwright's clock.install) does not move, so a QA
 * suite's "shown 1500 ms later" would depend on the engine and the machine's
 * load. A listener of the values is what keeps framer-motion off Web
 * Animations (motion-dom's supportsBrowserAnimation); it needs to do nothing.
 */
export const onPageClock = () => {};

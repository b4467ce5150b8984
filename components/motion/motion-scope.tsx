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

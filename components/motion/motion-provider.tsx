'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';

import { loadMotionFeatures } from './load-motion';

/**
 * framer-motion for the whole page: `m` components only (strict), their
 * features loaded on the first interaction (load-motion.ts). Under reduced
 * motion framer-motion drops transforms ("user") and, skipping animations,
 * the fades too: panels and photos appear at once.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <MotionConfig reducedMotion="user" skipAnimations={reducedMotion}>
      <LazyMotion strict features={loadMotionFeatures}>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

'use client';

import { useIsPresent } from 'framer-motion';
import { useEffect, useState, type ReactNode } from 'react';

import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { PANEL_LEAVE_MAX_MS, panelMotion } from '@/lib/motion';

import * as m from './m';
import { MotionScope, onPageClock } from './motion-scope';

export {
  LightboxPresence,
  ViewerFrame,
  ViewerPhoto,
  ViewerSlides,
  ViewerStage,
} from './viewer-motion';

/** Whether the lightbox is on screen rather than playing its leaving. */
export const useViewerPresent = useIsPresent;

export interface PanelProps {
  id: string;
  open: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A disclosure's panel entering and leaving (panelMotion): it stays on screen,
 * inert, while it leaves, until its animation ends (at the latest
 * PANEL_LEAVE_MAX_MS); under reduced motion it hides at once.
 */
export function MotionPanel(props: PanelProps) {
  return (
    <MotionScope>
      <Panel {...props} />
    </MotionScope>
  );
}

function Panel({ id, open, className, children }: PanelProps) {
  const reducedMotion = usePrefersReducedMotion();
  // Adjusted during render, so no frame hides the panel before its leaving.
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setLeaving(!open && !reducedMotion);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), PANEL_LEAVE_MAX_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  return (
    <m.div
      id={id}
      hidden={!open && !leaving}
      inert={leaving}
      className={className}
      variants={panelMotion}
      onUpdate={onPageClock}
      initial={false}
      // Under reduced motion it rests shown: `hidden` alone shows and hides it, at once.
      animate={open || reducedMotion ? 'shown' : 'hidden'}
      onAnimationComplete={(done) => {
        if (done === 'hidden') setLeaving(false);
      }}
    >
      {children}
    </m.div>
  );
}

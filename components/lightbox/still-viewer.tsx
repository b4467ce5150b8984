import type { ComponentProps, ReactNode } from 'react';

import type { SwipeDirection } from '@/lib/swipe';

type PartProps = ComponentProps<'div'>;

/**
 * The lightbox's parts before framer-motion is in (its animated ones:
 * components/motion/viewer-motion.tsx, with the same props): plain and still.
 */
export const still = {
  ViewerFrame: (props: PartProps) => <div {...props} />,
  ViewerStage: (props: PartProps) => <div {...props} />,
  ViewerSlides: ({
    children,
  }: {
    direction: number;
    draggable: boolean;
    onSwipe: (to: SwipeDirection) => void;
    children: ReactNode;
  }) => children,
  ViewerPhoto: ({
    className,
    children,
    'data-backdrop': backdrop,
  }: PartProps & { direction: number; 'data-backdrop': boolean }) => (
    <div className={className} data-backdrop={backdrop}>
      {children}
    </div>
  ),
  useViewerPresent: () => true,
};

import type { SVGProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * The site's icons: decorative drawings in the text colour (the control around
 * them carries the name). `className` sets the size; size-5 if none.
 *
 * An icon is never a pointer's target, its control is: when a press swaps the
 * icon under the pointer (pause for play), the removed drawing would be the
 * node the pointer leaves from, and its pointerout, sent to a node out of the
 * page, never reaches React. The hero then missed the pointer leaving it and
 * stayed paused after „Wznów pokaz slajdów” (e2e/site/hero-carousel.spec.ts).
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

/** One path, either drawn as a line `stroke` units wide or filled. */
interface Drawing {
  readonly d: string;
  readonly stroke?: number;
  /** Line ends: round unless the drawing says otherwise. */
  readonly cap?: 'round' | 'butt';
  readonly viewBox?: string;
}

function Icon({ drawing, className = 'size-5', ...props }: IconProps & { drawing: Drawing }) {
  const { d, stroke, cap = 'round', viewBox = '0 0 24 24' } = drawing;
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      fill="none"
      className={cn('pointer-events-none', className)}
      {...props}
    >
      {stroke ? (
        <path d={d} stroke="currentColor" strokeWidth={stroke} strokeLinecap={cap} />
      ) : (
        <path d={d} fill="currentColor" />
      )}
    </svg>
  );
}

const drawings = {
  chevronDown: { d: 'm4 6 4 4 4-4', stroke: 1.6, viewBox: '0 0 16 16' },
  arrowLeft: { d: 'm15 5-7 7 7 7', stroke: 1.8 },
  arrowRight: { d: 'm9 5 7 7-7 7', stroke: 1.8 },
  play: { d: 'M8 5.5v13l10.5-6.5z' },
  pause: { d: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' },
  close: { d: 'M6 6l12 12M18 6 6 18', stroke: 1.8 },
  menu: { d: 'M4 7h16M4 12h16M4 17h16', stroke: 1.6, cap: 'butt' },
  check: { d: 'm5 12.5 4.5 4.5L19 7.5', stroke: 2.2 },
} as const satisfies Record<string, Drawing>;

/** A small downward chevron: a menu toggle, or turned for the scroll arrows. */
export const ChevronIcon = (props: IconProps) => <Icon drawing={drawings.chevronDown} {...props} />;

/** An open arrowhead pointing left or right: previous and next. */
export const ArrowIcon = ({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) => (
  <Icon drawing={direction === 'left' ? drawings.arrowLeft : drawings.arrowRight} {...props} />
);

export const PlayIcon = (props: IconProps) => <Icon drawing={drawings.play} {...props} />;
export const PauseIcon = (props: IconProps) => <Icon drawing={drawings.pause} {...props} />;
export const CloseIcon = (props: IconProps) => <Icon drawing={drawings.close} {...props} />;
export const MenuIcon = (props: IconProps) => <Icon drawing={drawings.menu} {...props} />;
export const CheckIcon = (props: IconProps) => <Icon drawing={drawings.check} {...props} />;

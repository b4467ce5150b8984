'use client';

import { m } from 'framer-motion';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';

import { useMotionReady } from '@/components/motion/load-motion';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { PANEL_LEAVE_MAX_MS, panelMotion } from '@/lib/motion';

type Props = {
  open: boolean;
  /** Asked to open or close (a click on the toggle, or a <details> opened before hydration). */
  onOpenChange: (open: boolean) => void;
  /** What the toggle shows; with a `group` class on the root, style its open state with `group-open:` and `group-data-open:`. */
  toggle: ReactNode;
  toggleClassName: string;
  className: string;
  /** The panel's own classes (e.g. a fixed layer); it enters and leaves with panelMotion. */
  panelClassName?: string;
  rootRef?: Ref<HTMLDivElement>;
  toggleRef?: Ref<HTMLButtonElement>;
  /** Marks the root (both renderings) for styles, e.g. `{ 'data-mobile-menu': '' }`. */
  rootAttributes?: Record<`data-${string}`, string>;
  children: ReactNode;
};

/**
 * A disclosure (WAI-ARIA APG): before hydration a <details>/<summary>, so it
 * opens without JavaScript; once hydrated a <button type="button"> with
 * aria-expanded and aria-controls in front of its panel, which is what
 * assistive technology and role-based test locators expect of a toggle.
 * Both renderings carry the same classes, so the swap moves nothing. An open
 * state is marked by [open] on the <details> and [data-open] on the root.
 *
 * Once framer-motion's features are in, the panel enters and leaves with
 * panelMotion: it stays on screen, inert, while it leaves. Before that, and
 * under reduced motion, it shows and hides at once.
 */
export function Disclosure({
  open,
  onOpenChange,
  toggle,
  toggleClassName,
  className,
  panelClassName,
  rootRef,
  toggleRef,
  rootAttributes,
  children,
}: Props) {
  const hydrated = useHydrated();
  const motionReady = useMotionReady();
  const reducedMotion = usePrefersReducedMotion();
  const panelId = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const toggleClass = `flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden ${toggleClassName}`;

  // Runs at the hydration commit, before the switch to the button: a menu
  // opened by a fast visitor while the script loaded stays open.
  const openEarly = useRef(onOpenChange);
  useLayoutEffect(() => {
    if (details.current?.open) openEarly.current(true);
  }, []);

  // Closing starts the panel's leaving; its animation's end (or at the latest
  // PANEL_LEAVE_MAX_MS) hides it. Adjusted during render, so no frame hides it early.
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setLeaving(!open && motionReady && !reducedMotion);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), PANEL_LEAVE_MAX_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  if (!hydrated) {
    return (
      <details ref={details} className={className} {...rootAttributes}>
        <summary className={toggleClass}>{toggle}</summary>
        <div className={panelClassName}>{children}</div>
      </details>
    );
  }
  return (
    <div ref={rootRef} className={className} data-open={open ? '' : undefined} {...rootAttributes}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={toggleClass}
      >
        {toggle}
      </button>
      <m.div
        id={panelId}
        hidden={!open && !leaving}
        inert={leaving}
        className={panelClassName}
        variants={panelMotion}
        initial={false}
        // Shown until the features are in: an `m` element keeps its first values till then.
        animate={open || !motionReady ? 'shown' : 'hidden'}
        onAnimationComplete={(done) => {
          if (done === 'hidden') setLeaving(false);
        }}
      >
        {children}
      </m.div>
    </div>
  );
}

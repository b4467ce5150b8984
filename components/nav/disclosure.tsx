'use client';

import { useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';

import { useMotionKit, type MotionKit } from '@/components/motion/load-motion';
import type { PanelProps } from '@/components/motion/motion-kit';
import { useHydrated } from '@/lib/hooks/use-hydrated';

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
 * Once framer-motion is in (after the first interaction), the panel enters
 * and leaves (MotionPanel); before that it shows and hides at once.
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
  const kit = useMotionKit();
  // Taken up while closed only: the switch remounts the panel's content.
  const [panelKit, setPanelKit] = useState<MotionKit | null>(null);
  if (kit && !panelKit && !open) setPanelKit(kit);
  const Panel = panelKit?.MotionPanel ?? StillPanel;
  const panelId = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const toggleClass = `flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden ${toggleClassName}`;

  // Runs at the hydration commit, before the switch to the button: a menu
  // opened by a fast visitor while the script loaded stays open.
  const openEarly = useRef(onOpenChange);
  useLayoutEffect(() => {
    if (details.current?.open) openEarly.current(true);
  }, []);

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
      <Panel id={panelId} open={open} className={panelClassName}>
        {children}
      </Panel>
    </div>
  );
}

function StillPanel({ id, open, className, children }: PanelProps) {
  return (
    <div id={id} hidden={!open} className={className}>
      {children}
    </div>
  );
}

'use client';

import { useId, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';

import { useHydrated } from '@/lib/hooks/use-hydrated';

type Props = {
  open: boolean;
  /** Asked to open or close (a click on the toggle, or a <details> opened before hydration). */
  onOpenChange: (open: boolean) => void;
  /** What the toggle shows; with a `group` class on the root, style its open state with `group-open:` and `group-data-open:`. */
  toggle: ReactNode;
  toggleClassName: string;
  className: string;
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
 */
export function Disclosure({
  open,
  onOpenChange,
  toggle,
  toggleClassName,
  className,
  rootRef,
  toggleRef,
  rootAttributes,
  children,
}: Props) {
  const hydrated = useHydrated();
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
        {children}
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
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

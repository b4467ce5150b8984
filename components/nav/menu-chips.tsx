'use client';

import { Link } from '@/components/ui/link';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { chipDelay, chipEntrance, hiddenStyle, shownStyle } from '@/lib/motion';
import type { MenuLink } from '@/lib/navigation';

const chipClass =
  'flex h-full flex-col gap-0.5 rounded-lg border border-paper/15 bg-ink/60 px-4 py-3 transition-colors hover:border-amber hover:bg-ink';

/**
 * A service menu's links as chips: the label and its slogan. The server HTML
 * is a plain list, so a menu opened before hydration shows at once; after
 * hydration the chips wait hidden while the menu is closed and come in with a
 * stagger when it opens. The panel leaves display:none as they get their
 * shown style, so their start is the @starting-style of .menu-chip (globals.css).
 */
export function MenuChips({
  links,
  open,
  onNavigate,
  className = '',
}: {
  links: readonly MenuLink[];
  open: boolean;
  onNavigate?: () => void;
  className?: string;
}) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const chip = (link: MenuLink) => (
    <Link href={link.href} onClick={onNavigate} className={chipClass}>
      <span className="font-medium text-paper">{link.label}</span>
      <span className="text-sm text-paper-muted">{link.slogan}</span>
    </Link>
  );
  if (!hydrated) {
    return (
      <ul className={className}>
        {links.map((link) => (
          <li key={link.href} className="shrink-0">
            {chip(link)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={className}>
      {links.map((link, i) => (
        <li
          key={link.href}
          className="menu-chip shrink-0"
          style={
            open
              ? reducedMotion
                ? { opacity: 1 }
                : shownStyle(chipEntrance, chipDelay(i))
              : hiddenStyle(chipEntrance)
          }
        >
          {chip(link)}
        </li>
      ))}
    </ul>
  );
}

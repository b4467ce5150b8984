'use client';

import { m } from 'framer-motion';
import Link from 'next/link';
import type { MenuLink } from '@/lib/navigation';
import { chipListVariants, chipVariants } from '@/lib/motion';

const chipClass =
  'flex h-full flex-col gap-0.5 rounded-lg border border-paper/15 bg-ink/60 px-4 py-3 transition-colors hover:border-amber hover:bg-ink';

/**
 * A service menu's links as chips: the label and its slogan. `animated`
 * chips come in with a stagger; the static list is what the server renders,
 * so a menu opened before hydration shows at once.
 */
export function MenuChips({
  links,
  onNavigate,
  className = '',
  animated = false,
}: {
  links: readonly MenuLink[];
  onNavigate?: () => void;
  className?: string;
  animated?: boolean;
}) {
  const items = links.map((link) => {
    const chip = (
      <Link href={link.href} onClick={onNavigate} className={chipClass}>
        <span className="font-medium text-paper">{link.label}</span>
        <span className="text-sm text-paper-muted">{link.slogan}</span>
      </Link>
    );
    return animated ? (
      <m.li key={link.href} variants={chipVariants} className="shrink-0">
        {chip}
      </m.li>
    ) : (
      <li key={link.href} className="shrink-0">
        {chip}
      </li>
    );
  });
  return animated ? (
    <m.ul className={className} variants={chipListVariants} initial="hidden" animate="visible">
      {items}
    </m.ul>
  ) : (
    <ul className={className}>{items}</ul>
  );
}

import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** Round, icon-only buttons, as data: where the button sits, and its size. */
const variants = {
  /** Over the home hero's darkening gradient. */
  overlay: 'border border-paper/30 bg-ink/40 backdrop-blur hover:border-amber hover:text-amber',
  /** Straight over footage, with nothing darker behind it. */
  'overlay-dense':
    'border border-paper/30 bg-ink/60 backdrop-blur hover:border-amber hover:text-amber',
  /** In the lightbox, over the dimmed page or the photo. */
  viewer: 'bg-ink/70 ring-1 ring-paper/20 hover:text-amber hover:ring-amber',
  /** On the page's own background; fades out when disabled (the ends of a scroll row). */
  outline:
    'border border-paper/20 hover:border-amber disabled:cursor-default disabled:opacity-30 disabled:hover:border-paper/20',
} as const;

const sizes = { sm: 'size-10', md: 'size-11', lg: 'size-12' } as const;

export type IconButtonVariant = keyof typeof variants;

export function iconButtonVariants({
  variant,
  size = 'md',
  className,
}: {
  variant: IconButtonVariant;
  size?: keyof typeof sizes;
  className?: string;
}): string {
  return cn(
    'grid shrink-0 place-items-center rounded-full text-paper transition-colors',
    variants[variant],
    sizes[size],
    className,
  );
}

/** An icon-only button: `label` is its accessible name, the icon is decorative. */
export function IconButton({
  label,
  variant,
  size,
  className,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label' | 'type'> & {
  label: string;
  variant: IconButtonVariant;
  size?: keyof typeof sizes;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={iconButtonVariants({ variant, size, className })}
      {...props}
    >
      {children}
    </button>
  );
}

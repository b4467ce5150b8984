import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * The pill-shaped call to action, as data (the shape of shadcn's
 * buttonVariants): a colour variant and a size. Links take the classes
 * (`<Link className={buttonVariants()}>`), buttons use <Button>.
 */
const variants = {
  /** Amber: the page's main action ('Kontakt', the hero's calls, submit). */
  primary: 'bg-amber text-ink hover:bg-paper',
  /** Outlined: a secondary action beside a message ('Spróbuj ponownie'). */
  outline: 'border border-paper/40 hover:border-amber hover:text-amber',
} as const;

const sizes = {
  /** In the navigation bar and beside small text. */
  sm: 'inline-flex px-5 py-2 text-sm transition-colors',
  /** A section's or a page's call to action. */
  md: 'inline-flex px-7 py-3 transition-colors',
  /** A form's submit button: fixed height, the width set by the caller and animated. */
  form: 'flex h-12 transition-all duration-300',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'items-center justify-center gap-3 rounded-full font-semibold',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}

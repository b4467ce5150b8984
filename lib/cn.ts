/**
 * Joins class names, skipping false, null and undefined. It does not resolve
 * conflicts (no tailwind-merge, which would cost kB of JS on every page): a
 * variant and the classes a caller adds must not set the same property.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

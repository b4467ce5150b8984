/**
 * An index wrapped into 0…count-1 in both directions (-1 is the last item,
 * count the first), as the hero carousel and the lightbox move; 0 when empty.
 */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

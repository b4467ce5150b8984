// Letters that Unicode does not decompose into a base letter plus a mark, so
// NFD alone would keep them (and the old site then turned 'ł' into a hyphen).
const UNDECOMPOSABLE: Readonly<Record<string, string>> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/**
 * The menu slug rule: lower-cased, accents removed, runs of
 * non-alphanumeric characters turned into one hyphen, edge hyphens removed.
 * 'Przemysłowa' → 'przemyslowa', 'Case Study' → 'case-study'.
 */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/[łđøßæœ]/g, (c) => UNDECOMPOSABLE[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

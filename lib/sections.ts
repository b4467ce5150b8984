import type { Section } from '@/content/types';

/** What a section renders, in order; the page switches over `kind` exhaustively. */
export type SectionBlock =
  | { readonly kind: 'intro'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'bullets'; readonly items: readonly string[] }
  | { readonly kind: 'steps'; readonly items: readonly string[] };

// A bullet mark (•, ●, ◦, ▪, ▸, ·, -, *) followed by a tab, as in the studio's legacy data.
const BULLET_MARK = /^\s*[•●◦▪▸·*-]\s*\t\s*/u;
const NUMBERED_STEP = /^\d+[.)]\s/;

/** A bullet line as shown: without a leading bullet mark and tab. */
export function cleanBullet(line: string): string {
  return line.replace(BULLET_MARK, '').trim();
}

export function isNumberedStep(line: string): boolean {
  return NUMBERED_STEP.test(line.trim());
}

/**
 * A section as blocks: intro, paragraphs, then its points, as numbered steps
 * (kept as written) when every point is numbered, otherwise as bullets.
 */
export function sectionBlocks(section: Section): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  if (section.intro) blocks.push({ kind: 'intro', text: section.intro });
  for (const text of section.paragraphs ?? []) blocks.push({ kind: 'paragraph', text });
  const points = section.points ?? [];
  if (points.length > 0) {
    blocks.push(
      points.every(isNumberedStep)
        ? { kind: 'steps', items: points.map((p) => p.trim()) }
        : { kind: 'bullets', items: points.map(cleanBullet) },
    );
  }
  return blocks;
}

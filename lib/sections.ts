import type { Section } from '@/content/types';

/** What a section renders, in order; the page switches over `kind` exhaustively. */
export type SectionBlock =
  | { readonly kind: 'lead'; readonly text: string }
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
 * A section's blocks as the page shows them, in the order of the data: the
 * editor orders them, so a list stands right under the sentence that governs
 * it. Bullets lose a legacy mark and tab; steps are kept as written.
 */
export function sectionBlocks(section: Section): SectionBlock[] {
  return section.blocks.map((block): SectionBlock => {
    switch (block.type) {
      case 'lead':
      case 'paragraph':
        return { kind: block.type, text: block.text };
      case 'bullets':
        return { kind: 'bullets', items: block.items.map(cleanBullet) };
      case 'steps':
        return { kind: 'steps', items: block.items.map((item) => item.trim()) };
    }
  });
}

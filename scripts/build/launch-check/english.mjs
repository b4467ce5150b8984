// The launch check's second part: pages without their English version. Never
// blocking: such a page is simply not published in English (no English
// address, no hreflang to one) until its translation is complete, and the
// Polish site goes live as always (content/english.ts, docs/english.md).

/** @typedef {{ page: string, problems: readonly string[] }} EnglishGap */

const HEADING = 'Strony bez wersji angielskiej';
const NOTE =
  'To nie wstrzymuje publikacji: te strony są na razie tylko po polsku, a wersja angielska pojawi się sama, gdy tłumaczenie będzie pełne.';

/**
 * @param {readonly EnglishGap[]} gaps
 * @returns {string}
 */
export function englishReport(gaps) {
  if (gaps.length === 0) return `\n${HEADING}: brak – każda strona ma pełną wersję angielską.`;
  const lines = [`\n${HEADING} (${gaps.length}). ${NOTE}`];
  for (const gap of gaps) {
    lines.push(`\n${gap.page}`);
    for (const problem of gap.problems) lines.push(`  • ${problem}`);
  }
  return lines.join('\n');
}

/**
 * @param {readonly EnglishGap[]} gaps
 * @returns {string}
 */
export function englishMarkdown(gaps) {
  if (gaps.length === 0)
    return `\n### ${HEADING}\n\nBrak – każda strona ma pełną wersję angielską.\n`;
  return [
    `\n### ${HEADING} (${gaps.length})\n\n${NOTE}\n`,
    ...gaps.map((gap) => `\n**${gap.page}**\n\n${gap.problems.map((p) => `- ${p}`).join('\n')}\n`),
  ].join('');
}

// The launch check's second part: pages without their English version. Never
// blocking: such a page is simply not published in English (no English
// address, no hreflang to one) until its translation is complete, and the
// Polish site goes live as always (content/english.ts, docs/english.md).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { importTs } from '../import-ts.mjs';
import { entryName, fieldLabel, formOf, keysOf } from './labels.mjs';

/** @typedef {{ page: string, problems: readonly string[] }} EnglishGap */

const HEADING = 'Strony bez wersji angielskiej';
const NOTE =
  'To nie wstrzymuje publikacji: te strony są na razie tylko po polsku, a wersja angielska pojawi się sama, gdy tłumaczenie będzie pełne.';

/**
 * The section's heading: how many pages, or that there are none.
 * @param {readonly EnglishGap[]} gaps
 */
export const englishHeadline = (gaps) =>
  gaps.length === 0
    ? `${HEADING}: brak – każda strona ma pełną wersję angielską.`
    : `${HEADING} (${gaps.length})`;

/**
 * @param {readonly EnglishGap[]} gaps
 * @returns {string}
 */
export function englishReport(gaps) {
  if (gaps.length === 0) return `\n${englishHeadline(gaps)}`;
  const lines = [`\n${englishHeadline(gaps)}. ${NOTE}`];
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

/**
 * The section for the editor's panel (launch-check.json's `english`).
 * @param {readonly EnglishGap[]} gaps
 */
export const englishJson = (gaps) => ({
  heading: englishHeadline(gaps),
  note: gaps.length === 0 ? undefined : NOTE,
  pages: gaps,
});

/** „content/…/slubna.en.json: sections[1].title: brak tłumaczenia” → its file, field and what. */
const PROBLEM = /^(\S+\.en\.json): (?:([\w.[\]]+): )?(.+)$/s;

/**
 * A problem as the studio reads it: the entry it opens and the field as the
 * editor labels it („Usługi: Fotografia → Ślubna – wersja angielska: Sekcje →
 * 2. sekcja → Tytuł sekcji: brak tłumaczenia”), not the file and its path.
 * @param {string} problem
 * @param {string} root
 * @param {readonly import('./labels.mjs').EditorForm[]} forms
 */
export function problemInEditorWords(problem, root, forms) {
  const [, file = '', field = '', what = ''] = PROBLEM.exec(problem) ?? [];
  const polishFile = file.replace(/\.en\.json$/, '.json');
  const form = formOf(forms, polishFile);
  if (!form) return problem;
  /** @param {string} f */
  const read = (f) => {
    try {
      return JSON.parse(readFileSync(path.join(root, f), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const english = read(file);
  const entry = `${entryName(form, polishFile, read(polishFile))} – wersja angielska`;
  return field
    ? `${entry}: ${fieldLabel(form.schema, keysOf(field), english)}: ${what}`
    : `${entry}: ${what}`;
}

/**
 * The pages of the tree at `root` without their English version; undefined
 * for a tree with no English file at all (the launch check's fixtures), or
 * with data the schema refuses (`npm run check:content` names it; the English
 * list waits for it). With the editor's forms, each problem names its field
 * as the editor does.
 * @param {string} root
 * @param {readonly import('./labels.mjs').EditorForm[]} [forms]
 * @returns {Promise<EnglishGap[] | undefined>}
 */
export async function englishGapsOf(root, forms = []) {
  const contentDir = path.join(root, 'content');
  const hasEnglishFiles =
    existsSync(contentDir) &&
    readdirSync(contentDir, { recursive: true }).some((f) => String(f).endsWith('.en.json'));
  if (!hasEnglishFiles) return undefined;
  process.env.CONTENT_DIR ??= contentDir;
  /** @type {{ englishGaps: () => EnglishGap[] }} */
  const { englishGaps } = await importTs('content/english.ts');
  try {
    return englishGaps().map(({ page, problems }) => ({
      page,
      problems: problems.map((p) => problemInEditorWords(p, root, forms)),
    }));
  } catch {
    return undefined;
  }
}

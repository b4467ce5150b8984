// The launch check's list as the studio reads it: in the terminal, in the
// workflow's summary (Markdown) and in the editor (JSON for /admin).

import { countPl } from '../../../content/polish-plural.mjs';
import { LAUNCH_LIST } from '../../../content/sample-values.mjs';
import { englishJson } from './english.mjs';

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/** The editor's and the summary's heading. */
export const HEADING = LAUNCH_LIST;

/**
 * „1 pozycja”, „3 pozycje”, „5 pozycji”, „22 pozycje”.
 * @param {number} n
 */
export const itemCount = (n) => countPl(n, { one: 'pozycja', few: 'pozycje', many: 'pozycji' });

/**
 * Items by file, in order of first appearance.
 * @param {readonly LaunchItem[]} items
 * @returns {[string, LaunchItem[]][]}
 */
export function byFile(items) {
  /** @type {Map<string, LaunchItem[]>} */
  const groups = new Map();
  for (const item of items) groups.set(item.file, [...(groups.get(item.file) ?? []), item]);
  return [...groups];
}

/**
 * A file's heading: the entry the editor opens, then the file („Polityka
 * prywatności (content/privacy.json)”), or the file alone.
 * @param {string} file
 * @param {readonly LaunchItem[]} group
 */
function heading(file, group) {
  const entry = group[0]?.entry;
  return entry && entry !== file ? `${entry} (${file})` : file;
}

/**
 * The list for the terminal.
 * @param {readonly LaunchItem[]} items
 */
export function textReport(items) {
  if (items.length === 0) {
    return `${HEADING}: nic – strona może zostać opublikowana.`;
  }
  const lines = [
    `${HEADING}: ${itemCount(items.length)}. Dopóki lista nie jest pusta, zmiany nie trafią na publiczną stronę.`,
  ];
  for (const [file, group] of byFile(items)) {
    lines.push('', heading(file, group));
    for (const item of group) lines.push(`  • ${item.field}: ${item.message}`);
  }
  return lines.join('\n');
}

/** @param {string} text Markdown-safe inline text (no table or HTML breakage). */
const md = (text) => text.replace(/([\\`*_<>|[\]])/g, '\\$1');

/**
 * The list for the workflow run's summary page ($GITHUB_STEP_SUMMARY).
 * @param {readonly LaunchItem[]} items
 */
export function markdownReport(items) {
  if (items.length === 0) {
    return `## ${HEADING}: nic\n\nNic nie blokuje publikacji.\n`;
  }
  const lines = [
    `## ${HEADING}: treść nie jest jeszcze gotowa`,
    '',
    `${HEADING}: **${itemCount(items.length)}**. Dopóki ta lista nie jest pusta, zmiany nie trafią na publiczną stronę (przed startem odwiedzający widzą zapowiedź). Uzupełnij wskazane pola w edytorze (/admin) i opublikuj ponownie.`,
  ];
  for (const [file, group] of byFile(items)) {
    lines.push('', `### ${md(heading(file, group))}`, '');
    for (const item of group) lines.push(`- **${md(item.field)}**: ${md(item.message)}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The list for the editor: public/admin/launch-check.json, with the pages
 * without English apart (`english`, never counted in the summary) when the
 * tree has English files.
 * @param {readonly LaunchItem[]} items
 * @param {Date} [now]
 * @param {readonly import('./english.mjs').EnglishGap[]} [gaps]
 */
export function jsonReport(items, now = new Date(), gaps = undefined) {
  const summary =
    items.length === 0
      ? 'Wszystko uzupełnione: strona jest gotowa do publikacji.'
      : `${HEADING}: ${itemCount(items.length)}`;
  const english = gaps && englishJson(gaps);
  const report = { heading: HEADING, summary, checkedAt: now.toISOString(), items, english };
  return `${JSON.stringify(report, null, 2)}\n`;
}

import type { Page } from '@playwright/test';

import { BOUND_ABBREVIATIONS, POSTAL_CODE } from '@/lib/typography';

/**
 * Every visible text node of the page (menus and dialogs included, hidden or not),
 * with the places where a single-letter word, a dash, a number, an abbreviation
 * ('art. 6', 'ul. Stawki'), a house number, a company's legal form ('EmailJS Pte. Ltd.')
 * or a telephone number could break badly, and every
 * postal code ('00-193') that is not in a no-wrap span (components/ui/typeset.tsx).
 * Used by typography.spec.ts and by the content gate's one pass (every-page.spec.ts).
 */
export async function lineBreakFaults(page: Page) {
  return page.evaluate(
    ({ abbreviations, postalCode }) => {
      const faults: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const escaped = abbreviations.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      // A one-letter word followed by a breaking space; a line-starting dash; a split number;
      // an abbreviation left at a line end; a breaking space inside a telephone number.
      const rules: [string, RegExp][] = [
        ['single-letter word', /(?<![\p{L}\p{N}.\-–@/'’])\p{L}[ \t\r\n]+\S/gu],
        ['dash at a line start', /\S[ \t\r\n]+[–—][ \t\r\n]/gu],
        ['number and word', /\p{N}[ \t\r\n]+\p{L}/gu],
        [
          'abbreviation',
          new RegExp(`(?<![\\p{L}\\p{N}.])(?:${escaped.join('|')})[ \\t\\r\\n]+\\S`, 'giu'),
        ],
        // A house number off its street ('ul. Stawki 2'), a legal form off its name or split.
        [
          'house number',
          /(?<![\p{L}.])(?:ul|al|pl|os)\.[ \u00a0]+(?:\p{Lu}[\p{L}.\-]*[ \u00a0]+){0,3}\p{Lu}[\p{L}.\-]*[ \t\r\n]+\d/gu,
        ],
        ['legal form', /\S[ \t\r\n]+(?:Pte\.|Ltd\.|Inc\.|LLC|GmbH|S\.A\.)(?![\p{L}\p{N}])/gu],
        // A whole number ('+48 512 345 678', three groups or more) with a breaking space in it.
        [
          'telephone number',
          /(?<!\p{N})(?=\+?\d{2,3}(?:[ \u00a0\t]\d{2,3}){2,4}(?!\p{N}))\+?\d{2,3}(?:\u00a0\d{2,3})*[ \t]/gu,
        ],
      ];
      // A browser may break a line after the hyphen; no character can forbid it in the fonts' subsets.
      const postal = new RegExp(postalCode, 'gu');
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('script, style, noscript, template')) continue;
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        const style = parent && getComputedStyle(parent);
        if (
          style &&
          style.whiteSpace !== 'nowrap' &&
          style.getPropertyValue('text-wrap-mode') !== 'nowrap'
        ) {
          for (const m of text.matchAll(postal)) faults.push(`postal code: „${m[0]}” may break`);
        }
        for (const [rule, pattern] of rules) {
          for (const m of text.matchAll(pattern)) {
            const at = m.index ?? 0;
            faults.push(`${rule}: „…${text.slice(Math.max(0, at - 20), at + 20)}…”`);
          }
        }
      }
      return faults;
    },
    { abbreviations: BOUND_ABBREVIATIONS, postalCode: POSTAL_CODE.source },
  );
}

// The first half of the hostile-content test, in-process and quick: every
// string of every data file, against the schema, with every hostile string.
// What the schema refuses must be refused by name (file and field); what it
// accepts is planned into the copy that the second half builds.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { fieldPath, isReference, stringLeaves, withLeaf } from './inject.mjs';
import { HOSTILE, HOSTILE_URLS } from './strings.mjs';

/**
 * @typedef {object} Schemas the site's schema modules, loaded from TypeScript
 * @property {readonly { type: string, path: string, schema: import('zod').ZodType }[]} contentFiles
 * @property {(file: string, error: import('zod').ZodError) => string} formatIssues
 * @property {(dir: string) => string[]} dataFilesIn
 */

/**
 * A refusal the studio can read: zod's own English wording (content/schema/polish-errors.ts
 * replaces it) must not show through.
 * @param {string} message
 */
const inPolish = (message) =>
  !/\b(?:expected|received|Invalid|Unrecognized|must|Too (?:small|big))\b/.test(message);

/**
 * @param {string} repo where the content is read
 * @param {Schemas} schemas
 * @returns {{ files: Map<string, unknown>, problems: string[], counts: Record<string, number> }}
 *   files: the hostile data, by path relative to repo; problems: what broke the rules
 */
export function planHostileContent(repo, { contentFiles, formatIssues, dataFilesIn }) {
  const files = new Map();
  const problems = [];
  const counts = { fields: 0, injected: 0, refused: 0, references: 0 };
  const inert = HOSTILE.filter((h) => !h.refused);
  let turn = 0;

  for (const entry of contentFiles) {
    const paths =
      entry.type === 'file'
        ? [entry.path]
        : dataFilesIn(path.join(repo, entry.path)).map((f) => path.relative(repo, f));
    for (const file of paths) {
      const original = JSON.parse(readFileSync(path.join(repo, file), 'utf8'));
      /** @param {unknown} data */
      const refusal = (data) => {
        const result = entry.schema.safeParse(data);
        return result.success ? undefined : formatIssues(file, result.error);
      };
      let hostile = original;
      for (const { keys, value } of stringLeaves(original)) {
        counts.fields++;
        const field = fieldPath(keys);
        const named = `${file}: ${field}: `;
        if (isReference(value)) {
          counts.references++;
          // A link or a file: a script URL in its place must be refused by name.
          if (/^(?:\/|https?:)/.test(value)) {
            for (const url of HOSTILE_URLS) {
              const message = refusal(withLeaf(original, keys, url));
              if (!message?.includes(named) || !inPolish(message)) {
                problems.push(
                  `${named}${JSON.stringify(url)} was ${message ? `refused as ${message}` : 'accepted'}`,
                );
              }
            }
          }
          continue;
        }
        // Text: the next hostile string in turn that the field takes, after its own text.
        const accepted = inert
          .map((_, i) => inert[(turn + i) % inert.length])
          .find((h) => h && !refusal(withLeaf(hostile, keys, `${value} ${h.text}`)));
        // A bidi control: refused by name, and in Polish wherever text is free.
        for (const h of HOSTILE.filter((x) => x.refused)) {
          const message = refusal(withLeaf(original, keys, `${value} ${h.text}`));
          const expected = accepted ? `${named}niewidoczny znak` : named;
          if (!message?.includes(expected) || !inPolish(message)) {
            problems.push(
              `${named}${h.name} was ${message ? `refused as ${message}` : 'accepted'}`,
            );
          }
        }
        if (!accepted) {
          const message = refusal(withLeaf(original, keys, `${value} ${inert[0]?.text}`)) ?? '';
          if (!message.includes(named) || !inPolish(message)) {
            problems.push(`${named}refused without naming the field in Polish: ${message}`);
          }
          counts.refused++;
          continue;
        }
        turn++;
        counts.injected++;
        hostile = withLeaf(hostile, keys, `${value} ${accepted.text}`);
      }
      const whole = refusal(hostile);
      if (whole) problems.push(`${file}: the hostile file as a whole was refused:\n${whole}`);
      files.set(file, hostile);
    }
  }
  return { files, problems, counts };
}

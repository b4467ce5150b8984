// The tests' reading of the editor's messages (cms/editor/polish.test.mjs): a
// small MessageFormat 2 evaluator for the forms Sveltia CMS's locales use, a
// simple pattern with {$placeholders}, or `.input {$count :integer} .match
// $count 0 {{…}} one {{…}} few {{…}} many {{…}} * {{…}}`. A variant is chosen
// as MessageFormat 2 does: an exact number first, then the number's plural
// category in Polish, then `*`.

/**
 * @typedef {{ key: string, pattern: string }} Variant
 * @typedef {{ selector?: string, variants: Variant[] }} Parsed
 */

/**
 * The quoted patterns of a complex message and the key before each.
 * @param {string} message
 * @returns {Parsed}
 */
export function parseMessage(message) {
  if (!message.startsWith('.')) return { variants: [{ key: '*', pattern: message }] };
  const selector = /\.match\s+\$(\w+)/.exec(message)?.[1];
  if (!selector) throw new Error(`a complex message without .match: ${message}`);
  /** @type {Variant[]} */
  const variants = [];
  let i = message.indexOf('.match');
  while (i < message.length) {
    const open = message.indexOf('{{', i);
    if (open < 0) break;
    const key = message.slice(i, open).trim().split(/\s+/).pop() ?? '';
    // The pattern ends at the first „}}” outside a placeholder.
    let j = open + 2;
    let depth = 0;
    for (; j < message.length; j += 1) {
      const c = message[j];
      if (c === '{') depth += 1;
      else if (c === '}') {
        if (depth > 0) depth -= 1;
        else if (message[j + 1] === '}') break;
      }
    }
    variants.push({ key, pattern: message.slice(open + 2, j) });
    i = j + 2;
  }
  return { selector, variants };
}

const rules = new Intl.PluralRules('pl');

/**
 * @param {Parsed} parsed
 * @param {number} n
 * @returns {Variant}
 */
export function selectVariant(parsed, n) {
  const { variants } = parsed;
  const found =
    variants.find((v) => /^\d+$/.test(v.key) && Number(v.key) === n) ??
    variants.find((v) => v.key === rules.select(n)) ??
    variants.find((v) => v.key === '*');
  if (!found) throw new Error(`no variant for ${n}`);
  return found;
}

/**
 * The message as the studio reads it, placeholders filled in (a missing
 * value stays as its name in braces, so a test sees it).
 * @param {string} message
 * @param {Record<string, string | number>} values
 */
export function format(message, values) {
  const parsed = parseMessage(message);
  const count = parsed.selector === undefined ? undefined : Number(values[parsed.selector]);
  const variant = count === undefined ? parsed.variants[0] : selectVariant(parsed, count);
  return (variant?.pattern ?? '').replace(/\{\$(\w+)(?:\s+:[\w-]+)?\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Every message of a locale by its dot-separated key.
 * @param {Record<string, unknown>} locale
 * @returns {Map<string, string>}
 */
export function flatten(locale) {
  /** @type {Map<string, string>} */
  const out = new Map();
  /** @param {unknown} node @param {string} prefix */
  const walk = (node, prefix) => {
    if (typeof node === 'string') out.set(prefix, node);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(locale, '');
  return out;
}

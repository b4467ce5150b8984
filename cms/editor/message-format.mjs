// The tests' reading of the editor's MessageFormat 2 messages
// (cms/editor/polish.test.mjs) through `messageformat`, the reference
// implementation: the variants of a plural message, and a message formatted
// as Sveltia shows it, in Polish.
import {
  isCatchallKey,
  isSelectMessage,
  MessageFormat,
  parseMessage as parse,
  stringifyMessage,
} from 'messageformat';

/**
 * @typedef {{ key: string, pattern: string }} Variant
 * @typedef {{ selector?: string, variants: Variant[] }} Parsed
 */

/**
 * A message's variants, each with its key (`one`, `few`, `0`, `*`) and its
 * pattern as written, and the variable it selects on.
 * @param {string} message
 * @returns {Parsed}
 */
export function parseMessage(message) {
  const model = parse(message);
  if (!isSelectMessage(model)) return { variants: [{ key: '*', pattern: message }] };
  if (model.selectors.length !== 1) throw new Error(`not one selector: ${message}`);
  return {
    selector: model.selectors[0]?.name,
    variants: model.variants.map(({ keys, value }) => ({
      key: keys.map((k) => (isCatchallKey(k) ? '*' : k.value)).join(' '),
      pattern: stringifyMessage({ type: 'message', declarations: [], pattern: value }),
    })),
  };
}

/**
 * The message as the studio reads it, placeholders filled in (a missing
 * value stays as its name in braces, MessageFormat's fallback, so a test sees it).
 * @param {string} message
 * @param {Record<string, string | number>} values
 */
export function format(message, values) {
  const mf = new MessageFormat('pl', message, { bidiIsolation: 'none' });
  return mf.format(values, () => {});
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

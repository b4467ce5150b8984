// The editor's Polish, corrected where Sveltia CMS's own translation reads
// wrong to a Polish editor (cms/editor/pl-overrides.json): applied to the
// served locales/pl.json at build time. Every key must still exist in the
// bundle's pl.json, or be one its Polish lacks (Sveltia shows those in
// English) and its en-US.json has, so an upgrade that renames one fails the
// build here instead of quietly showing the old wording.

/**
 * @param {Record<string, unknown>} node
 * @param {string[]} parts
 * @returns {unknown}
 */
const lookUp = (node, parts) =>
  parts.reduce(
    (at, part) =>
      at && typeof at === 'object' ? /** @type {Record<string, unknown>} */ (at)[part] : undefined,
    /** @type {unknown} */ (node),
  );

/**
 * @param {Record<string, unknown>} locale the parsed pl.json
 * @param {Record<string, string>} overrides dot-separated keys → messages
 * @param {Record<string, unknown>} [reference] the parsed en-US.json: the
 *   messages Sveltia has, so a message its Polish lacks may be added
 * @returns {Record<string, unknown>} a copy with the overrides in place
 */
export function applyOverrides(locale, overrides, reference = {}) {
  const copy = structuredClone(locale);
  for (const [key, message] of Object.entries(overrides)) {
    if (key.startsWith('$')) continue;
    const parts = key.split('.');
    const inPolish = typeof lookUp(copy, parts) === 'string';
    if (!inPolish && typeof lookUp(reference, parts) !== 'string') {
      throw new Error(
        `cms/editor/pl-overrides.json: the editor has no message „${key}” (renamed in an upgrade?)`,
      );
    }
    const last = parts.pop() ?? '';
    /** @type {Record<string, unknown>} */
    let node = copy;
    for (const part of parts) {
      const next = node[part];
      if (next && typeof next === 'object') node = /** @type {Record<string, unknown>} */ (next);
      else node = node[part] = {};
    }
    node[last] = message;
  }
  return copy;
}

// Placeholders ({$name}), markup (<a>) and code (`config.yml`) are left
// untouched: each stands in the text as one private-use character while the
// text is typeset, so a one-letter word before a placeholder („w {$name}”)
// still keeps to it, and nothing inside the syntax is changed.
const PROTECTED = /\{[^{}]*\}|<[^<>]*>|`[^`]*`/g;
const MARK = 0xe000;

/**
 * @param {string} text a pattern's text, placeholders and all
 * @param {(text: string) => string} typeset
 */
function typesetPattern(text, typeset) {
  /** @type {string[]} */
  const kept = [];
  const marked = text.replace(PROTECTED, (token) => {
    kept.push(token);
    return String.fromCharCode(MARK + kept.length - 1);
  });
  return typeset(marked).replace(/[\ue000-\uf8ff]/g, (c) => kept[c.charCodeAt(0) - MARK] ?? c);
}

/**
 * A MessageFormat 2 message with its text typeset: a simple message whole, a
 * complex one (`.input … .match …`) only inside its quoted patterns {{…}}.
 * @param {string} message
 * @param {(text: string) => string} typeset
 */
export function typesetMessage(message, typeset) {
  if (!message.startsWith('.')) return typesetPattern(message, typeset);
  let out = '';
  let i = 0;
  while (i < message.length) {
    if (!message.startsWith('{{', i)) {
      out += message[i];
      i += 1;
      continue;
    }
    // The pattern ends at the first „}}” outside a placeholder.
    let j = i + 2;
    let depth = 0;
    while (j < message.length) {
      const c = message[j];
      if (c === '{') depth += 1;
      else if (c === '}') {
        if (depth > 0) depth -= 1;
        else if (message[j + 1] === '}') break;
      }
      j += 1;
    }
    out += `{{${typesetPattern(message.slice(i + 2, j), typeset)}}}`;
    i = j + 2;
  }
  return out;
}

/**
 * Every message of the locale typeset as the site's text is (lib/typography.ts:
 * a one-letter word kept with the next one, and so on), so the overrides and
 * Sveltia's own messages are written with plain spaces.
 * @param {Record<string, unknown>} locale
 * @param {(text: string) => string} typeset
 * @returns {Record<string, unknown>} a copy
 */
export function typesetLocale(locale, typeset) {
  /** @param {unknown} node @returns {unknown} */
  const walk = (node) => {
    if (typeof node === 'string') return typesetMessage(node, typeset);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  };
  return /** @type {Record<string, unknown>} */ (walk(locale));
}

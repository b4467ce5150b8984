// Walks a data file generically: every string in it, wherever the schema puts
// it, with the path the loader's messages use (content/load.ts, fieldPath).

/**
 * Every string leaf of a JSON value: its keys and its value.
 * @param {unknown} value
 * @param {(string | number)[]} [keys]
 * @returns {{ keys: (string | number)[], value: string }[]}
 */
export function stringLeaves(value, keys = []) {
  if (typeof value === 'string') return [{ keys, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...keys, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...keys, key]));
  }
  return [];
}

/**
 * A deep copy of `value` with the leaf at `keys` replaced.
 * @param {unknown} value
 * @param {readonly (string | number)[]} keys
 * @param {string} leaf
 * @returns {unknown}
 */
export function withLeaf(value, keys, leaf) {
  if (keys.length === 0) return leaf;
  const [key, ...rest] = keys;
  if (Array.isArray(value)) {
    return value.map((item, i) => (i === key ? withLeaf(item, rest, leaf) : item));
  }
  const record = /** @type {Record<string, unknown>} */ (value);
  return { ...record, [String(key)]: withLeaf(record[String(key)], rest, leaf) };
}

/**
 * The loader's name for a field: `sections[2].blocks[0].text`.
 * @param {readonly (string | number)[]} keys
 */
export function fieldPath(keys) {
  return keys.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${k}`)).join('');
}

/**
 * A value that names something rather than says it: a file, an address, an
 * id, a code. Content refers to these (a service by id, a photo by file), so
 * the test tries whole hostile URLs there instead of appending text.
 * @param {string} value
 */
export function isReference(value) {
  return (
    /^(?:\/|https?:|mailto:|tel:|#)/.test(value) ||
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ||
    /^[A-Z]{2}$/.test(value)
  );
}

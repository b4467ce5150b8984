// Facts that are not text, so no bracket marks them unfinished: a field the
// studio has left out, or a confirmation still false. One entry each.

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/**
 * @typedef {object} Unconfirmed
 * @property {string} file the data file's name
 * @property {string} field its field path
 * @property {import('./types.mjs').ItemKind} kind
 * @property {(data: unknown) => boolean} done
 * @property {string} message
 */

/**
 * The value at a path of a parsed data file, if there is one.
 * @param {unknown} node
 * @param {string[]} keys
 * @returns {unknown}
 */
const at = (node, ...keys) =>
  keys.reduce(
    (n, key) =>
      n && typeof n === 'object' ? /** @type {Record<string, unknown>} */ (n)[key] : undefined,
    node,
  );

/** @type {Unconfirmed[]} */
const UNCONFIRMED = [
  {
    file: 'studio.json',
    field: 'legalName',
    kind: 'placeholder',
    done: (data) => {
      const name = at(data, 'legalName');
      return typeof name === 'string' && /\S/.test(name);
    },
    message:
      'nazwa prawna studia (firma z CEIDG albo KRS) nie jest wpisana: wpisz ją w polu „Nazwa prawna (firma)” – polityka prywatności poda ją przy administratorze, a dane dla wyszukiwarek jako nazwę prawną',
  },
  {
    file: 'privacy.json',
    field: 'processorAgreement.confirmed',
    kind: 'to-confirm',
    done: (data) => at(data, 'processorAgreement', 'confirmed') === true,
    message:
      'umowa powierzenia przetwarzania danych z EmailJS (Data Processing Agreement) nie jest potwierdzona: zaakceptuj ją na koncie EmailJS i zaznacz pole „Umowa z EmailJS zawarta” – polityka prywatności zacznie wtedy mówić o zawartej umowie',
  },
];

/**
 * The unconfirmed facts of one data file.
 * @param {string} file relative to the repository, e.g. 'content/studio.json'
 * @param {unknown} data
 * @returns {LaunchItem[]}
 */
export function unconfirmedIn(file, data) {
  return UNCONFIRMED.filter((u) => file === `content/${u.file}` && !u.done(data)).map(
    ({ kind, field, message }) => ({ kind, file, field, message }),
  );
}

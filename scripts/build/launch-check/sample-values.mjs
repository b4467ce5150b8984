// Sample values of the content the launch check sees although they carry no
// brackets: the sample telephone, the e-mail, social profiles and founding
// year still to confirm, the legal name, the agreement with EmailJS. (The
// sample photos' descriptions left behind are sample-alt.mjs.) The values are
// recorded once, in content/sample-values.mjs; this file says where each one
// stands and what the studio does about it.
import { CONFIRM_TITLES, SAMPLE_STUDIO } from '../../../content/sample-values.mjs';
import { sameAsRead } from './same-as-read.mjs';

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/**
 * One value the studio must replace or confirm.
 * @typedef {object} ValueToConfirm
 * @property {string} file the data file, relative to the repository
 * @property {string} field where the value is; `[]` stands for every item of
 *   a list ('social[].url')
 * @property {readonly unknown[]} [samples] the sample values: only these are
 *   listed. Without it, any value is listed until confirmed.
 * @property {string} [confirmedBy] the checkbox beside the value (a key of the
 *   same object) that confirms it: the value is listed while it is not true.
 *   Without it, a sample value can only be replaced.
 * @property {true} [blank] listed while the field is missing or blank (a fact
 *   no sample marks, such as the legal name)
 * @property {import('./types.mjs').ItemKind} [kind] 'sample-value' unless given
 * @property {(value: string) => string} message what to do, in Polish
 */
/**
 * Every value to replace, fill in or confirm: one entry each.
 * @type {readonly ValueToConfirm[]}
 */
export const VALUES_TO_CONFIRM = [
  {
    file: 'content/studio.json',
    field: 'phone',
    samples: [SAMPLE_STUDIO.phone],
    message: (value) =>
      `przykładowy numer telefonu „${value}” (ten z podpowiedzi edytora) – wpisz numer studia`,
  },
  {
    file: 'content/studio.json',
    field: 'email',
    samples: [SAMPLE_STUDIO.email],
    confirmedBy: 'emailConfirmed',
    message: (value) =>
      `adres e-mail „${value}” pochodzi z przykładowej treści – wpisz adres studia albo, jeśli jest właściwy, zaznacz „${CONFIRM_TITLES.email}”`,
  },
  {
    file: 'content/studio.json',
    field: 'foundingYear',
    samples: [SAMPLE_STUDIO.foundingYear],
    confirmedBy: 'foundingYearConfirmed',
    message: (value) =>
      `rok założenia ${value} pochodzi z przykładowej treści – wpisz rok, w którym studio zaczęło pracę, albo, jeśli jest właściwy, zaznacz „${CONFIRM_TITLES.foundingYear}”`,
  },
  {
    file: 'content/studio.json',
    field: 'social[].url',
    samples: SAMPLE_STUDIO.social,
    confirmedBy: 'confirmed',
    message: (value) =>
      `adres profilu „${value}” pochodzi z przykładowej treści – wpisz adres profilu studia (albo usuń profil) lub, jeśli jest właściwy, zaznacz „${CONFIRM_TITLES.social}”`,
  },
  {
    file: 'content/studio.json',
    field: 'legalName',
    kind: 'placeholder',
    blank: true,
    message: () =>
      'nazwa prawna studia (firma z CEIDG albo KRS) nie jest wpisana: wpisz ją w polu „Nazwa prawna (firma)” – polityka prywatności poda ją przy administratorze, a dane dla wyszukiwarek jako nazwę prawną',
  },
  {
    file: 'content/privacy.json',
    field: 'processorAgreement.confirmed',
    kind: 'to-confirm',
    confirmedBy: 'confirmed',
    message: () =>
      'umowa powierzenia przetwarzania danych z EmailJS (Data Processing Agreement) nie jest potwierdzona: zaakceptuj ją na koncie EmailJS i zaznacz pole „Umowa z EmailJS zawarta” – polityka prywatności zacznie wtedy mówić o zawartej umowie',
  },
];

/**
 * The values at a field path with `[]` for every item of a list, each with
 * its own path ('social[1].url') and the object that holds it.
 * @param {unknown} data
 * @param {string} field
 * @returns {{ field: string, value: unknown, holder: Record<string, unknown> }[]}
 */
function valuesAt(data, field) {
  /** @type {{ field: string, value: unknown, holder: Record<string, unknown> }[]} */
  let found = [{ field: '', value: data, holder: {} }];
  for (const part of field.split('.')) {
    const [, key = '', list] = /^([^[]+)(\[\])?$/.exec(part) ?? [];
    found = found.flatMap(({ field: at, value }) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const holder = /** @type {Record<string, unknown>} */ (value);
      if (!(key in holder)) return [];
      const path = at ? `${at}.${key}` : key;
      const next = holder[key];
      if (!list) return [{ field: path, value: next, holder }];
      return Array.isArray(next)
        ? next.map((item, i) => ({ field: `${path}[${i}]`, value: item, holder }))
        : [];
    });
  }
  return found;
}

/**
 * The values of one data file still to replace or confirm.
 * @param {string} file relative to the repository
 * @param {unknown} data
 * @param {readonly ValueToConfirm[]} [entries]
 * @returns {LaunchItem[]}
 */
export function unconfirmedValues(file, data, entries = VALUES_TO_CONFIRM) {
  return entries
    .filter((entry) => entry.file === file)
    .flatMap((entry) => {
      const kind = entry.kind ?? /** @type {const} */ ('sample-value');
      const found = valuesAt(data, entry.field);
      if (entry.blank && !found.some(({ value }) => typeof value === 'string' && /\S/.test(value)))
        return [{ kind, file, field: entry.field, message: entry.message('') }];
      return found
        .filter(({ value, holder }) => {
          if (entry.blank) return false;
          if (entry.confirmedBy && holder[entry.confirmedBy] === true) return false;
          return (
            !entry.samples ||
            entry.samples.some((sample) => sameAsRead(sample) === sameAsRead(value))
          );
        })
        .map(({ field, value }) => ({ kind, file, field, message: entry.message(String(value)) }));
    });
}

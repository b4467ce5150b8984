// Polish plural forms, for every count the site and its tools write: the
// content check's messages (content/schema/polish-errors.ts) and the launch
// check's lists (scripts/build/launch-check/report.mjs). Plain JavaScript, so
// Node scripts run it as it is.

const plural = new Intl.PluralRules('pl');

/**
 * „1 pozycja”, „3 pozycje”, „5 pozycji”, „22 pozycje”, „112 pozycji”.
 * @param {number | bigint} n
 * @param {{ one: string, few: string, many: string }} forms
 */
export function countPl(n, forms) {
  const form = plural.select(Number(n));
  return `${n} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
}

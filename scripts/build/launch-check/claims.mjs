// The facts a page states about the studio (how long a session takes, when
// the photographs come, where it works, who trusted it), each in the file's
// list „Fakty do potwierdzenia” (content/schema/claims.ts): the launch check
// lists every one the studio has not ticked, so nothing the studio never
// vouched for goes live, in either language.

import { CLAIM_CONFIRM } from '../../../content/sample-values.mjs';

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/**
 * The facts of one data file still to confirm.
 * @param {string} file relative to the repository
 * @param {unknown} data
 * @returns {LaunchItem[]}
 */
export function unconfirmedClaims(file, data) {
  const claims =
    data && typeof data === 'object' ? /** @type {{ claims?: unknown }} */ (data).claims : [];
  if (!Array.isArray(claims)) return [];
  return claims.flatMap((claim, i) => {
    const { fact, confirmed } = /** @type {{ fact?: unknown, confirmed?: unknown }} */ (
      claim ?? {}
    );
    if (confirmed === true) return [];
    const text = typeof fact === 'string' ? fact.trim().replace(/\.$/, '') : '';
    const what = text ? `„${text}”` : '(bez opisu)';
    return [
      {
        kind: /** @type {const} */ ('claim'),
        file,
        field: `claims[${i}].confirmed`,
        message: `fakt do potwierdzenia: ${what} – jeśli to prawda, zaznacz „${CLAIM_CONFIRM}”; jeśli nie, popraw tekst strony po polsku i po angielsku, a potem zaznacz albo usuń ten fakt`,
      },
    ];
  });
}

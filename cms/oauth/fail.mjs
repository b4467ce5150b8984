// The popup's page when signing in fails, for every route of the service
// (handler.mjs, callback.mjs): the Polish message for the editor to show, by
// Decap's error protocol, and the request's id for whoever reads the log.
import { MESSAGES } from './messages.mjs';
import { sendPage } from './page.mjs';

/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {keyof typeof MESSAGES} MessageKey */

/**
 * @param {{
 *   config: import('./config.mjs').OAuthConfig,
 *   clearCookie: Record<string, string>,
 * }} deps
 */
export function createFail({ config, clearCookie }) {
  /**
   * The popup's page for a failure: the message, the request's id, and
   * nothing the editor could sign in with. The state's cookie goes, unless
   * the login may still complete (`headers` then carries Retry-After only).
   * @param {Response} res @param {number} status @param {MessageKey} key @param {string} id
   * @param {Record<string, string>} [headers]
   */
  return function fail(res, status, key, id, headers = {}) {
    sendPage(
      res,
      status,
      {
        message: MESSAGES[key],
        protocol: `authorization:github:error:${JSON.stringify({ provider: 'github', error: MESSAGES[key] })}`,
        allowedOrigin: config.allowedOrigin,
        automatic: false,
        reference: id,
      },
      'Retry-After' in headers ? headers : { ...clearCookie, ...headers },
    );
  };
}

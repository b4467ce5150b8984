// The service's settings from the environment (cms/oauth/oauth.env.example).
import { filmsConfigFromEnv } from './films/settings.mjs';

/**
 * @typedef {object} OAuthConfig
 * @property {string} clientId        the OAuth app's client id
 * @property {string} clientSecret    its secret: never sent to a browser, never logged
 * @property {string} publicUrl       this service as browsers reach it, e.g. https://www.swiatlocien.pl/oauth
 * @property {string} allowedOrigin   the site whose /admin may receive the token, e.g. https://www.swiatlocien.pl
 * @property {string} authorizeUrl    the Git host's authorize page
 * @property {string} tokenUrl        the Git host's token endpoint
 * @property {number} [maxInFlight]   token exchanges at the same time (4)
 * @property {number} [perMinute]     token exchanges a minute (20)
 * @property {number} [timeoutMs]     how long the token endpoint may take (10 s)
 * @property {typeof fetch} [fetch]   for the token exchange (tests pass a stand-in)
 * @property {() => number} [now]     the clock (tests)
 * @property {ReturnType<typeof import('./log.mjs').createLog>} [log] where the journal goes (tests)
 * @property {import('./films/settings.mjs').FilmsConfig} [films] the studio's film uploads, when set up
 * @property {string[]} [filmsMissing] films settings missing while others are set (uploads stay off)
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {number} fallback
 */
function count(env, name, fallback) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1000) {
    throw new Error(`${name} must be a whole number from 1 to 1000, not ${JSON.stringify(text)}`);
  }
  return value;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {OAuthConfig}
 */
export function configFromEnv(env) {
  const missing = [
    'OAUTH_CLIENT_ID',
    'OAUTH_CLIENT_SECRET',
    'OAUTH_PUBLIC_URL',
    'OAUTH_ALLOWED_ORIGIN',
  ].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Missing settings: ${missing.join(', ')}`);
  const allowedOrigin = new URL(/** @type {string} */ (env.OAUTH_ALLOWED_ORIGIN)).origin;
  const { films, missing: filmsMissing } = filmsConfigFromEnv(env);
  return {
    clientId: /** @type {string} */ (env.OAUTH_CLIENT_ID),
    clientSecret: /** @type {string} */ (env.OAUTH_CLIENT_SECRET),
    publicUrl: /** @type {string} */ (env.OAUTH_PUBLIC_URL),
    allowedOrigin,
    authorizeUrl: env.OAUTH_AUTHORIZE_URL ?? 'https://github.com/login/oauth/authorize',
    tokenUrl: env.OAUTH_TOKEN_URL ?? 'https://github.com/login/oauth/access_token',
    maxInFlight: count(env, 'OAUTH_EXCHANGES_IN_FLIGHT', 4),
    perMinute: count(env, 'OAUTH_EXCHANGES_PER_MINUTE', 20),
    ...(films ? { films } : {}),
    filmsMissing,
  };
}

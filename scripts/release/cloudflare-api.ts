// The few calls of Cloudflare's REST API the release needs (the launch state,
// the setup check): plain `fetch` over the documented v4 envelope
// ({ success, result, errors }). CLOUDFLARE_API_BASE_URL, which wrangler
// honours too, points it at the local stand-in in the tests.

export interface CloudflareSettings {
  readonly token: string;
  readonly accountId: string;
  /** The API's root; Cloudflare's own unless a stand-in is named. */
  readonly base?: string;
}

export const API_BASE = 'https://api.cloudflare.com/client/v4';

/** An answer that is not `success`: its status and Cloudflare's error codes. */
export class CloudflareError extends Error {
  readonly status: number;
  readonly codes: readonly number[];
  constructor(status: number, codes: readonly number[], message: string) {
    super(message);
    this.name = 'CloudflareError';
    this.status = status;
    this.codes = codes;
  }
}

/** The settings of the Publish workflow's environment (docs/setup.md). */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): CloudflareSettings {
  const token = env.CLOUDFLARE_API_TOKEN ?? '';
  const accountId = env.CLOUDFLARE_ACCOUNT_ID ?? '';
  if (!token || !accountId) {
    throw new Error('CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID are needed (docs/setup.md).');
  }
  return { token, accountId, base: env.CLOUDFLARE_API_BASE_URL || API_BASE };
}

/** One call; `result` of a successful answer, else a CloudflareError. */
export async function cloudflare<T>(
  settings: CloudflareSettings,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const url = `${settings.base ?? API_BASE}${path.replaceAll(':account', settings.accountId)}`;
  const response = await fetch(url, {
    ...init,
    headers: { Authorization: `Bearer ${settings.token}`, ...init.headers },
  });
  const body = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    result?: T;
    errors?: { code: number; message: string }[];
  };
  if (!response.ok || body.success === false) {
    const errors = body.errors ?? [];
    throw new CloudflareError(
      response.status,
      errors.map((e) => e.code),
      errors.map((e) => `${e.code}: ${e.message}`).join('; ') || `HTTP ${response.status}`,
    );
  }
  return body.result as T;
}

/** Cloudflare's code for a Worker that does not exist (yet). */
const NO_WORKER = 10007;

interface Deployment {
  readonly versions: readonly { version_id: string; percentage: number }[];
  readonly annotations?: Readonly<Record<string, string>>;
}
interface Version {
  readonly resources?: {
    readonly bindings?: readonly { type: string; name: string; text?: string }[];
  };
}

export interface LiveVersion {
  /** SITE_STATE of the version taking the traffic ("prelaunch" or "public"). */
  readonly siteState: string | undefined;
  /** SITE_COMMIT: the commit it was built from. */
  readonly commit: string | undefined;
  /** Put back by a rollback (the dashboard's or `wrangler rollback`). */
  readonly rolledBack: boolean;
}

/**
 * The version of the Worker that takes production's traffic, or undefined
 * when the Worker has never been deployed.
 */
export async function liveVersion(
  settings: CloudflareSettings,
  worker: string,
): Promise<LiveVersion | undefined> {
  let deployments: readonly Deployment[];
  try {
    ({ deployments } = await cloudflare<{ deployments: Deployment[] }>(
      settings,
      `/accounts/:account/workers/scripts/${worker}/deployments`,
    ));
  } catch (error) {
    if (error instanceof CloudflareError && error.codes.includes(NO_WORKER)) return undefined;
    throw error;
  }
  const latest = deployments[0];
  const main = latest?.versions.toSorted((a, b) => b.percentage - a.percentage)[0];
  if (!latest || !main) return undefined;
  const version = await cloudflare<Version>(
    settings,
    `/accounts/:account/workers/scripts/${worker}/versions/${main.version_id}`,
  );
  const text = (name: string) =>
    version.resources?.bindings?.find((b) => b.type === 'plain_text' && b.name === name)?.text;
  return {
    siteState: text('SITE_STATE'),
    commit: text('SITE_COMMIT'),
    rolledBack: latest.annotations?.['workers/triggered_by'] === 'rollback',
  };
}

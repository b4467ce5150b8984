// A stand-in of Cloudflare's REST API on loopback, for the release scripts'
// tests (scripts/release/): the calls they make, answered in the v4 envelope
// ({ success, result, errors }) with the shapes and error codes of
// Cloudflare's API reference and of wrangler's own client (workers-sdk):
// 10000 a refused token, 10007 no such Worker, 10042 R2 not enabled. The
// state is plain data a test sets up and reads back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WorkerState {
  /** Newest first, as the API lists them. */
  deployments: {
    versions: { version_id: string; percentage: number }[];
    annotations?: Record<string, string>;
  }[];
  /** Each version's plain-text variables. */
  versions: Record<string, Record<string, string>>;
  secrets: string[];
  /** Custom domains attached to the Worker. */
  domains: string[];
}

export interface CloudflareState {
  token: { value: string; id: string; status: 'active' | 'disabled' };
  accountId: string;
  zones: { id: string; name: string; status: 'active' | 'pending' }[];
  /** The account's workers.dev subdomain, once chosen. */
  subdomain?: string;
  r2Enabled: boolean;
  buckets: Record<string, { cors?: unknown; domains: string[] }>;
  workers: Record<string, WorkerState>;
  /** Every call, as `METHOD path`. */
  calls: string[];
}

export function cloudflareState(overrides: Partial<CloudflareState> = {}): CloudflareState {
  return {
    token: { value: 'cf-token-testowy', id: 'token-id-1', status: 'active' },
    accountId: 'konto123',
    zones: [{ id: 'strefa1', name: 'swiatlocien.pl', status: 'active' }],
    subdomain: 'studio',
    r2Enabled: true,
    buckets: {},
    workers: {},
    calls: [],
    ...overrides,
  };
}

const envelope = (result: unknown) => ({ success: true, errors: [], messages: [], result });
const failure = (code: number, message: string) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
  result: null,
});

type Answer = [status: number, body: unknown];

async function answer(
  state: CloudflareState,
  method: string,
  url: URL,
  body: string,
): Promise<Answer> {
  const path = url.pathname;
  if (path === '/user/tokens/verify' || path === `/accounts/${state.accountId}/tokens/verify`) {
    return [200, envelope({ id: state.token.id, status: state.token.status })];
  }
  if (path === '/zones' && method === 'GET') {
    const name = url.searchParams.get('name');
    return [200, envelope(state.zones.filter((z) => !name || z.name === name))];
  }
  const account = `/accounts/${state.accountId}`;
  if (!path.startsWith(account))
    return [403, failure(9109, 'Unauthorized to access requested resource')];
  const rest = path.slice(account.length);
  if (rest === '' && method === 'GET')
    return [200, envelope({ id: state.accountId, name: 'Studio' })];
  if (rest === '/workers/subdomain' && method === 'GET') {
    return state.subdomain
      ? [200, envelope({ subdomain: state.subdomain })]
      : [404, failure(10007, 'This account does not have a workers.dev subdomain')];
  }
  const r2 = /^\/r2\/buckets(?:\/([^/]+)(\/cors|\/domains\/custom)?)?$/.exec(rest);
  if (r2) {
    if (!state.r2Enabled)
      return [403, failure(10042, 'Please enable R2 through the Cloudflare Dashboard.')];
    const [, name, sub] = r2;
    if (!name && method === 'GET') {
      return [200, envelope({ buckets: Object.keys(state.buckets).map((n) => ({ name: n })) })];
    }
    if (!name && method === 'POST') {
      const { name: created } = JSON.parse(body) as { name: string };
      state.buckets[created] ??= { domains: [] };
      return [200, envelope({ name: created })];
    }
    const bucket = name ? state.buckets[name] : undefined;
    if (!bucket) return [404, failure(10006, 'The specified bucket does not exist.')];
    if (sub === '/cors' && method === 'PUT') {
      bucket.cors = JSON.parse(body);
      return [200, envelope({})];
    }
    if (sub === '/domains/custom' && method === 'GET') {
      return [
        200,
        envelope({ domains: bucket.domains.map((domain) => ({ domain, enabled: true })) }),
      ];
    }
    if (sub === '/domains/custom' && method === 'POST') {
      const { domain, zoneId } = JSON.parse(body) as { domain: string; zoneId: string };
      if (!state.zones.some((z) => z.id === zoneId)) return [400, failure(10045, 'Zone not found')];
      bucket.domains.push(domain);
      return [200, envelope({ domain, enabled: true })];
    }
  }
  const script = /^\/workers\/scripts\/([^/]+)\/(deployments|secrets|versions\/([^/]+))$/.exec(
    rest,
  );
  if (script && method === 'GET') {
    const [, name = '', what, version] = script;
    const worker = state.workers[name];
    if (!worker) return [404, failure(10007, 'This Worker does not exist on your account.')];
    if (what === 'deployments') return [200, envelope({ deployments: worker.deployments })];
    if (what === 'secrets')
      return [200, envelope(worker.secrets.map((n) => ({ name: n, type: 'secret_text' })))];
    const vars = version ? worker.versions[version] : undefined;
    if (!vars) return [404, failure(10007, 'Version not found')];
    const bindings = Object.entries(vars).map(([n, text]) => ({
      type: 'plain_text',
      name: n,
      text,
    }));
    return [200, envelope({ id: version, resources: { bindings } })];
  }
  if (rest === '/workers/domains' && method === 'GET') {
    const service = url.searchParams.get('service');
    const domains = Object.entries(state.workers)
      .filter(([name]) => !service || name === service)
      .flatMap(([name, w]) => w.domains.map((hostname) => ({ hostname, service: name })));
    return [200, envelope(domains)];
  }
  return [404, failure(7003, `No route for ${method} ${path}`)];
}

/** The stand-in on a free loopback port; `base` is its CLOUDFLARE_API_BASE_URL. */
export async function startCloudflareStandIn(state: CloudflareState) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      state.calls.push(`${req.method} ${url.pathname}`);
      const send = ([status, json]: Answer) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${state.token.value}`) {
        send([403, failure(10000, 'Authentication error')]);
        return;
      }
      answer(state, req.method ?? 'GET', url, body).then(send, (error: unknown) =>
        send([500, failure(1000, String(error))]),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

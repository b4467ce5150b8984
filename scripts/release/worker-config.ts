// wrangler.jsonc as wrangler itself reads it: one source for the Worker's
// name and settings in the release scripts.
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';

const CONFIG = fileURLToPath(new URL('../../wrangler.jsonc', import.meta.url));

export function workerConfig() {
  return unstable_readConfig({ config: CONFIG });
}

/** The Worker's name (`name` in wrangler.jsonc). */
export const workerName = () => workerConfig().name ?? 'swiatlocien';

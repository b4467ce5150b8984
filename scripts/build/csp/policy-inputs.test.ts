// The films' CDN joins a page's policy only when NEXT_PUBLIC_MEDIA_BASE names
// it: posters and loops (img-src, media-src) and hls.js's playlist and
// segment requests (connect-src). Read through the same functions as
// write-csp.mjs, from the setting as the build sees it.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPolicy, siteSources } from './csp.mjs';
import { policyInputs } from './policy-inputs';

/** The sources of one directive of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

const pagePolicy = () => buildPolicy(siteSources(policyInputs()));

afterEach(() => vi.unstubAllEnvs());

describe('the films CDN in the site policy', () => {
  it('is allowed for images, media and connections when NEXT_PUBLIC_MEDIA_BASE is set', () => {
    vi.stubEnv('NEXT_PUBLIC_MEDIA_BASE', 'https://media.swiatlocien.pl/');
    const policy = pagePolicy();
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(directive(policy, name), name).toContain('https://media.swiatlocien.pl');
    }
    expect(directive(policy, 'script-src')).not.toContain('https://media.swiatlocien.pl');
  });

  it('is absent while the site serves its films itself', () => {
    vi.stubEnv('NEXT_PUBLIC_MEDIA_BASE', '');
    const policy = pagePolicy();
    expect(policy).not.toMatch(/https:\/\/media\./);
    expect(directive(policy, 'connect-src').filter((s) => s !== "'self'")).toEqual(
      siteSources({ mediaOrigins: [], emailOrigin: policyInputs().emailOrigin, filmOrigins: [] })
        .connectOrigins,
    );
  });
});

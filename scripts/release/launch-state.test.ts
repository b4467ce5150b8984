import { describe, expect, it } from 'vitest';

import { deployArgs } from './deploy.ts';
import { decide } from './launch-state.ts';

const launched = { siteState: 'public', commit: 'abc', rolledBack: false };
const waiting = { siteState: 'prelaunch', commit: 'abc', rolledBack: false };

describe('what a publish deploys', () => {
  it('is the public site once the launch list is empty, first deploy or not', () => {
    for (const live of [undefined, waiting, launched]) {
      expect(decide(0, live)).toMatchObject({ state: 'public' });
    }
  });

  it('is the editor alone while the list is not empty and the site was never public', () => {
    for (const live of [undefined, waiting]) {
      const decision = decide(190, live);
      expect(decision).toMatchObject({ state: 'prelaunch' });
      expect('reason' in decision && decision.reason).toMatch(/190 pozycji/);
    }
  });

  it('is nothing once the site is public: a live site never goes back into hiding', () => {
    const decision = decide(1, launched);
    expect(decision).toHaveProperty('refuse');
    expect('refuse' in decision && decision.refuse).toMatch(/1 pozycja.*nie trafiła na stronę/);
  });

  it('says its count where no verb must agree with it: never „jest 2 pozycje”', () => {
    for (const n of [1, 2, 5, 22, 112]) {
      for (const live of [undefined, launched]) {
        const decision = decide(n, live);
        const text = 'refuse' in decision ? decision.refuse : decision.reason;
        expect(text).toMatch(new RegExp(`\\(${n} pozycj[aei]\\)`));
      }
    }
  });
});

describe('the deploy', () => {
  const env = {
    SITE_STATE: 'prelaunch',
    GITHUB_CLIENT_ID: 'Iv1.abc',
    CMS_REPO: 'studio/strona',
    CLOUDFLARE_ACCOUNT_ID: 'konto',
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_RUN_ID: '77',
  };

  it('hands the Worker every setting of the repository, and its secret only by file', () => {
    const args = deployArgs(env, '/tmp/s.json', new Date('2026-12-01T10:00:00.5Z'));
    const vars = args.flatMap((arg, i) => (args[i - 1] === '--var' ? [arg] : []));
    expect(vars).toEqual([
      'SITE_STATE:prelaunch',
      'GITHUB_CLIENT_ID:Iv1.abc',
      'CMS_REPO:studio/strona',
      'FILMS_S3_ENDPOINT:https://konto.r2.cloudflarestorage.com',
      `SITE_COMMIT:${'f'.repeat(40)}`,
      'SITE_PUBLISHED:2026-12-01T10:00:00Z',
    ]);
    expect(args.slice(0, 2)).toEqual(['wrangler', 'deploy']);
    expect(args).toContain('--secrets-file');
    expect(args.join(' ')).not.toMatch(/SECRET:/);
  });

  it('deploys nothing without a launch state', () => {
    expect(() => deployArgs({ ...env, SITE_STATE: '' }, undefined)).toThrow(/SITE_STATE/);
  });
});

import { describe, expect, it } from 'vitest';

import {
  CHROMIUM_ONLY,
  engineIndependent,
  engineProjects,
  phoneBehaviour,
  sameInEveryEngine,
} from './engine-projects.mjs';

const system = {
  browserName: /** @type {const} */ ('firefox'),
  channel: 'moz-firefox',
  launchOptions: { executablePath: '/usr/bin/firefox-esr' },
};
const byName = (/** @type {import('@playwright/test').Project[]} */ projects) =>
  Object.fromEntries(projects.map((p) => [p.name, p]));

describe('the other engines’ projects', () => {
  it('with Playwright’s WebKit, run the site’s interaction specs in it at both sizes', () => {
    const projects = byName(engineProjects({ firefox: undefined, webkit: 'bundled' }));
    expect(Object.keys(projects)).toEqual(['firefox', 'firefox-phone', 'webkit', 'webkit-phone']);
    for (const name of ['webkit', 'webkit-phone']) {
      expect(projects[name]).toMatchObject({
        testDir: './e2e/site',
        testIgnore: [...engineIndependent, ...sameInEveryEngine],
      });
      expect(projects[name]?.use?.defaultBrowserType).toBe('webkit');
    }
    expect(projects['webkit']?.use).toMatchObject({ viewport: { width: 1440, height: 900 } });
    expect(projects['webkit-phone']?.use).toMatchObject({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
  });

  it('without it, WebKitGTK’s smoke check, one browser at a time', () => {
    const projects = byName(engineProjects({ firefox: system, webkit: 'system' }));
    expect(Object.keys(projects)).toEqual(['firefox', 'firefox-phone', 'webkit']);
    expect(projects['webkit']).toMatchObject({ testDir: './e2e/webkit', workers: 1 });
    expect(projects['webkit']?.use).toBeUndefined();
  });

  it('drives the system Firefox through its channel, and Playwright’s when there is none', () => {
    const withSystem = byName(engineProjects({ firefox: system, webkit: 'system' }));
    expect(withSystem['firefox']?.use).toMatchObject(system);
    expect(withSystem['firefox-phone']?.use).toMatchObject({ ...system, isMobile: true });
    const without = byName(engineProjects({ firefox: undefined, webkit: 'system' }));
    expect(without['firefox']?.use?.browserName).toBe('firefox');
    expect(without['firefox']?.use?.channel).toBeUndefined();
  });

  it('leaves the engine-independent specs to Chromium, and phones to their behaviour', () => {
    const projects = byName(engineProjects({ firefox: undefined, webkit: 'system' }));
    expect(projects['firefox']?.testIgnore).toEqual([...engineIndependent, ...sameInEveryEngine]);
    expect(projects['firefox-phone']?.testMatch).toEqual(phoneBehaviour);
  });

  it('leaves the page-by-page walks and the site’s own logic to Chromium', () => {
    expect(CHROMIUM_ONLY.test('every page answers @walk')).toBe(true);
    expect(CHROMIUM_ONLY.test('a double click sends once @logic')).toBe(true);
    expect(CHROMIUM_ONLY.test('the lightbox traps focus')).toBe(false);
    for (const webkit of /** @type {const} */ (['bundled', 'system'])) {
      for (const project of engineProjects({ firefox: system, webkit })) {
        if (project.testDir === './e2e/site') {
          expect(project.grepInvert, project.name).toBe(CHROMIUM_ONLY);
        }
      }
    }
  });
});

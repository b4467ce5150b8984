// The post-build rewrites against output captured from a real `next build`
// (capture-fixtures.mjs): what each assumes about Next's output still holds,
// and each finds something to change. docs/upgrading-next.md names these tests.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import { unknownServiceMarker } from '@/lib/not-found-marker';

import { unknownScripts } from '../csp/allowed-scripts.mjs';
import { executableInlineScripts } from '../csp/csp.mjs';
import { COMPILE_HINT, startupChunks, withCompileHint } from '../perf/compile-hints.mjs';
import {
  htmlWithoutPayloadCss,
  inlinedStylesheets,
  payloadPushText,
  withoutStyleText,
} from '../perf/payload-css.mjs';

const fixture = (/** @type {string} */ name) =>
  gunzipSync(readFileSync(new URL(`__fixtures__/${name}.gz`, import.meta.url)));
const html = fixture('not-found.html').toString('utf8');
const service = fixture('service.html').toString('utf8');
const rsc = fixture('not-found.rsc');
const chunk = fixture('startup-chunk.js').toString('utf8');

const PUSH = /<script>(self\.__next_f\.push\(\[1,[\s\S]*?\]\))<\/script>/g;
const pushes = (/** @type {string} */ page) => [...page.matchAll(PUSH)].map((m) => m[1] ?? '');
const chunkOf = (/** @type {string} */ push) =>
  /** @type {[1, string]} */ (JSON.parse(push.slice('self.__next_f.push('.length, -1)))[1];

describe("the stylesheet's copies in Next's payload (payload-css.mjs)", () => {
  it('re-serializes a chunk byte for byte as Next wrote it, escapes included', () => {
    const scripts = pushes(service);
    expect(scripts.length).toBeGreaterThan(1);
    // Next escapes '<' inside the payload; the capture has some to prove it.
    expect(scripts.join('')).toContain('\\u003c');
    for (const script of scripts) expect(payloadPushText(chunkOf(script))).toBe(script);
  });

  it("empties the copies of the page's own stylesheet and keeps every other script as it was", () => {
    expect(inlinedStylesheets(service).size).toBeGreaterThan(0);
    const { html: rewritten, emptied } = htmlWithoutPayloadCss(service);
    expect(emptied).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThan(service.length);
    const before = new Set(pushes(service));
    const kept = pushes(rewritten).filter((s) => before.has(s));
    expect(kept.length).toBeGreaterThan(0);
    // Nothing but the payload's text changed: the other scripts are the same, in order.
    const others = (/** @type {string} */ page) =>
      executableInlineScripts(page).filter((s) => !s.startsWith('self.__next_f.push([1,'));
    expect(others(rewritten)).toEqual(others(service));
  });

  it('leaves no raw < > & in any payload script, so each is still a script the CSP writer allows', () => {
    const { html: rewritten } = htmlWithoutPayloadCss(service);
    for (const script of pushes(rewritten)) expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(unknownScripts(rewritten, [unknownServiceMarker])).toEqual([]);
  });

  it('rewrites a page whose payload is one script (the 404 page) the same way', () => {
    const { html: rewritten, emptied } = htmlWithoutPayloadCss(html);
    expect(emptied).toBeGreaterThan(0);
    expect(pushes(html)).toHaveLength(1);
    for (const script of pushes(html)) expect(payloadPushText(chunkOf(script))).toBe(script);
    expect(unknownScripts(rewritten, [unknownServiceMarker])).toEqual([]);
  });

  it("empties the copies in the page's payload file (client-side navigation)", () => {
    const href = [...inlinedStylesheets(html)][0] ?? '';
    const { emptied } = withoutStyleText(rsc, (h) => h === href);
    expect(emptied).toBeGreaterThan(0);
  });
});

describe('the compile hints (compile-hints.mjs)', () => {
  it("finds the page's startup chunks by their script tags and hints one once", () => {
    const chunks = startupChunks(html);
    expect(chunks.length).toBeGreaterThan(1);
    for (const src of chunks) expect(src).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/);
    expect(chunk.startsWith(COMPILE_HINT)).toBe(false);
    expect(withCompileHint(chunk).startsWith(COMPILE_HINT)).toBe(true);
  });
});

describe("the page's scripts (csp/allowed-scripts.mjs)", () => {
  it("knows every script of Next's page and the site's own 404 script", () => {
    expect(unknownScripts(html, [unknownServiceMarker])).toEqual([]);
    expect(executableInlineScripts(html)).toContain(unknownServiceMarker);
  });

  it('refuses the 404 script once its text differs from the source', () => {
    expect(unknownScripts(html, [])).toEqual([
      expect.stringMatching(/^script \d+: an inline script the site does not define: if\(/),
    ]);
  });

  it('refuses a script content smuggled into the page, naming it', () => {
    const [first = ''] = pushes(html);
    const injected = [
      html.replace('</body>', '<script>window.__pwned=1</script></body>'),
      // A chunk re-serialized without Next's escaping: its '<' can end the script.
      html.replace(first, `self.__next_f.push(${JSON.stringify([1, 'a<b'])})`),
      html.replace('</body>', '<script type="module">import("/x.js")</script></body>'),
      html.replace('</body>', '<script src="https://evil.example/x.js"></script></body>'),
      html.replace('</body>', '<script type="application/ld+json">{"a":"</b>"}</script></body>'),
      html.replace('</body>', '<script>x</body>'),
    ];
    for (const page of injected)
      expect(unknownScripts(page, [unknownServiceMarker])).toHaveLength(1);
  });
});

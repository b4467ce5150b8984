import { describe, expect, it } from 'vitest';

import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  MEDIA_POLICY,
  NOINDEX,
  PREVIEW_PAGE_HEADERS,
  SECURITY_HEADERS,
} from '../../../worker/site/headers';
import { bucketSettings, mastersOrigins } from '../films/bucket-settings.mjs';
import {
  ASSETS_IGNORE,
  buildAdminPolicy,
  buildPolicy,
  cleanPath,
  emailConnectSources,
  executableInlineScripts,
  headerRules,
  headersFile,
  inlineHandlers,
  inlineScriptHashes,
  isAdminPage,
  isErrorPage,
  isPreviewPage,
  originSource,
  policyMap,
  sha256Source,
} from './csp.mjs';

describe('inline scripts', () => {
  const html = [
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script id="_R_">(globalThis.TURBOPACK||[]).push(1)</script>',
    '<script>self.__next_f.push([1,"x"])</script>',
    '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
    "<script type='application/json'>{}</script>",
    '<script type="module">import "/m.js"</script>',
    '<SCRIPT TYPE="text/javascript; charset=utf-8">a()\r\nb()\rc()</SCRIPT>',
    '<script src=/x.js></script>',
  ].join('');

  it('takes the scripts a browser runs, not external ones or data blocks', () => {
    expect(executableInlineScripts(html)).toEqual([
      '(globalThis.TURBOPACK||[]).push(1)',
      'self.__next_f.push([1,"x"])',
      'import "/m.js"',
      'a()\nb()\nc()',
    ]);
  });

  it('hashes like the CSP specification', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });

  it('lists each hash once, sorted', () => {
    const twice = '<script>a()</script><script>b()</script><script>a()</script>';
    const hashes = inlineScriptHashes(twice);
    expect(hashes).toEqual([sha256Source('a()'), sha256Source('b()')].sort());
  });

  it('finds inline handlers and javascript: URLs in markup, not in scripts', () => {
    expect(
      inlineHandlers('<button onclick="go()">x</button><a href="javascript:go()">y</a>'),
    ).toEqual(['onclick', 'javascript:']);
    expect(inlineHandlers('<p>one=1</p><script>el.onclick = "<b onload=x>"</script>')).toEqual([]);
    expect(inlineHandlers("<a HREF = ' JavaScript:go()'>y</a><img src=x onError=go()>")).toEqual([
      'javascript:',
      'onerror',
    ]);
  });

  it('reads escaped content in an attribute value as text, not as attributes', () => {
    const alt = '&quot;&gt;&lt;img src=x onerror=&quot;go()&quot; href=&quot;javascript:go()';
    expect(inlineHandlers(`<img alt="${alt}" src="/a.jpg"/><p title='x onload=y'>z</p>`)).toEqual(
      [],
    );
  });
});

describe('the policy', () => {
  it('has every directive, the page hashes and the allowed origins', () => {
    const policy = buildPolicy({
      scriptHashes: ['sha256-abc='],
      mediaOrigins: ['https://cdn.example.com/photos/a.jpg', 'https://cdn.example.com'],
      connectOrigins: ['https://api.emailjs.com/'],
    });
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://cdn.example.com",
      "media-src 'self' data: blob: https://cdn.example.com",
      "font-src 'self'",
      "connect-src 'self' https://api.emailjs.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(buildPolicy()).toContain("script-src 'self'; ");
  });

  it('posts to its own origin when NEXT_PUBLIC_EMAILJS_ORIGIN is self', () => {
    expect(emailConnectSources('self')).toEqual([]);
    expect(emailConnectSources('https://api.emailjs.com')).toEqual(['https://api.emailjs.com']);
    expect(emailConnectSources('https://mail.example.pl:8443/x/')).toEqual([
      'https://mail.example.pl:8443',
    ]);
  });

  it('refuses what is not an http(s) origin', () => {
    expect(() => originSource('javascript:alert(1)')).toThrow();
    expect(() => originSource('not a url')).toThrow();
    expect(() => originSource('ftp://files.example.com')).toThrow();
  });
});

describe('generated files', () => {
  it('maps each exported file to its policy for the Worker', () => {
    const text = policyMap({
      build: 'b1',
      siteHost: 'www.swiatlocien.pl',
      preview: false,
      fallback: "script-src 'self'",
      pages: [
        { file: 'kontakt.html', policy: "script-src 'self' 'sha256-k='" },
        { file: 'fotografia/404.html', policy: "script-src 'self' 'sha256-f='" },
      ],
    });
    const map = JSON.parse(text);
    expect(map).toEqual({
      build: 'b1',
      siteHost: 'www.swiatlocien.pl',
      preview: false,
      fallback: "script-src 'self'",
      pages: {
        'fotografia/404.html': "script-src 'self' 'sha256-f='",
        'kontakt.html': "script-src 'self' 'sha256-k='",
      },
    });
    // Sorted by file, one line each: a diff between two builds reads page by page.
    expect(Object.keys(map.pages)).toEqual(['fotografia/404.html', 'kontakt.html']);
  });

  it('writes _headers rules', () => {
    const text = headersFile({
      header: 'Generated.',
      rules: [
        { path: '/*', headers: [['X-Content-Type-Options', 'nosniff']] },
        { path: '/kontakt', headers: [['Content-Security-Policy', "default-src 'self'"]] },
      ],
    });
    expect(text).toBe(
      "# Generated.\n\n/*\n  X-Content-Type-Options: nosniff\n\n/kontakt\n  Content-Security-Policy: default-src 'self'\n",
    );
  });

  it('names pages by their clean address', () => {
    expect(cleanPath('index.html')).toBe('/');
    expect(cleanPath('kontakt.html')).toBe('/kontakt');
    expect(cleanPath('fotografia/slubna.html')).toBe('/fotografia/slubna');
    expect(cleanPath('blog/index.html')).toBe('/blog');
    expect(isErrorPage('404.html')).toBe(true);
    expect(isErrorPage('film/404.html')).toBe(true);
    expect(isErrorPage('_not-found.html')).toBe(true);
    expect(isErrorPage('kontakt.html')).toBe(false);
  });
});

describe('the headers (worker/site/headers.ts) and out/_headers', () => {
  const rules = (/** @type {string[]} */ otherMedia = ['/media/photos/*', '/media/logo.svg']) =>
    headerRules({
      security: SECURITY_HEADERS,
      noindex: NOINDEX,
      fallback: buildPolicy(),
      mediaPolicy: MEDIA_POLICY,
      cache: CACHE_CONTROL,
      otherMedia,
    });
  const matches = (/** @type {string} */ pattern, /** @type {string} */ pathname) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
  const overlap = (/** @type {string} */ a, /** @type {string} */ b) =>
    matches(a, b.replace(/\*$/, '')) || matches(b, a.replace(/\*$/, ''));

  it('sends every security header on everything, the policy apart (the page’s own)', () => {
    expect(SECURITY_HEADERS.map(([name]) => name)).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(rules()[0]).toEqual({ path: '/*', headers: SECURITY_HEADERS });
  });

  it('has as many rules however many pages there are', () => {
    // Pages get their policy from the Worker's map; the rules are the cache
    // classes and one per top-level entry of out/media/.
    expect(rules([]).length).toBe(7);
    expect(rules().length).toBe(9);
    for (const rule of rules()) {
      for (const [name, value] of rule.headers) {
        // Cloudflare's limits: 100 rules, 2,000 characters a line.
        expect(`  ${name}: ${value}`.length, `${rule.path} ${name}`).toBeLessThan(2000);
      }
    }
  });

  it('never sets a header from two rules that can match one path', () => {
    const all = rules();
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) {
        if (!overlap(a.path, b.path)) continue;
        const names = new Set(a.headers.map(([name]) => name));
        const shared = b.headers.map(([name]) => name).filter((name) => names.has(name));
        expect(shared, `${a.path} and ${b.path}`).toEqual([]);
      }
    }
  });

  it('sandboxes everything under /media/ and caches by class', () => {
    const byPath = new Map(rules().map((r) => [r.path, new Map(r.headers)]));
    expect(byPath.get('/media/*')?.get('Content-Security-Policy')).toBe(MEDIA_POLICY);
    expect(MEDIA_POLICY).toMatch(/^sandbox;/);
    expect(MEDIA_POLICY).toContain("default-src 'none'");
    expect(byPath.get('/media/img/*')?.get('Cache-Control')).toBe(CACHE_CONTROL.immutable);
    expect(byPath.get('/_next/static/*')?.get('Cache-Control')).toBe(CACHE_CONTROL.immutable);
    expect(byPath.get('/films/*')?.get('Cache-Control')).toBe(CACHE_CONTROL.immutable);
    expect(byPath.get('/media/photos/*')?.get('Cache-Control')).toBe(CACHE_CONTROL.media);
    expect(byPath.get('/media/logo.svg')?.get('Cache-Control')).toBe(CACHE_CONTROL.media);
    expect(byPath.get('/admin/*')?.get('X-Robots-Tag')).toBe(NOINDEX);
    expect(CACHE_CONTROL.revalidate).toBe('no-cache');
  });

  it('uploads no dotfile', () => {
    expect(ASSETS_IGNORE.split('\n')).toContain('.*');
  });

  it('gives the editor the site’s headers but two: no index, popups for signing in', () => {
    expect(ADMIN_HEADERS).toEqual([
      ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
      ['X-Robots-Tag', 'noindex, nofollow'],
    ]);
  });

  it('lets the site frame the editor’s preview, and keeps it out of search engines', () => {
    expect(PREVIEW_PAGE_HEADERS).toEqual([
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['X-Robots-Tag', 'noindex, nofollow'],
    ]);
    expect(buildPolicy({ frameAncestors: "'self'" })).toContain("frame-ancestors 'self'");
    expect(buildPolicy()).toContain("frame-ancestors 'none'");
    expect(isPreviewPage('podglad.html')).toBe(true);
    expect(isPreviewPage('kontakt.html')).toBe(false);
  });

  it('gives the editor a policy of its own: its scripts only, no inline script, no eval', () => {
    const policy = buildAdminPolicy();
    // WebAssembly only (the WebP encoder), never JavaScript's eval.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy.match(/script-src [^;]*/)?.[0]).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(policy).toContain(
      "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com;",
    );
    expect(buildAdminPolicy({ apiRoot: 'https://git.example.com/api/v3' })).toContain(
      "connect-src 'self' blob: data: https://git.example.com https://www.githubstatus.com;",
    );
    // Sveltia draws the preview pane as a blob: document; it frames /podglad.
    expect(policy).toContain("frame-src 'self' blob:;");
    expect(isAdminPage('admin/index.html')).toBe(true);
    expect(isAdminPage('kontakt.html')).toBe(false);
  });

  it('lets the editor reach the films’ bucket only when the build names one', () => {
    const r2 = 'https://0123456789abcdef0123456789abcdef.eu.r2.cloudflarestorage.com';
    const bucket = { FILMS_BUCKET: 'swiatlocien-filmy', FILMS_S3_ENDPOINT: r2 };
    // Without a bucket, nothing for the editor.
    expect(buildAdminPolicy({ masters: mastersOrigins(bucketSettings({})) })).toBe(
      buildAdminPolicy(),
    );
    // The parts go from the studio's browser to the bucket's S3 API, at the
    // path-style addresses the sign-in service presigns.
    const policy = buildAdminPolicy({ masters: mastersOrigins(bucketSettings(bucket)) });
    expect(policy).toContain(
      `connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com ${r2};`,
    );
    expect(policy).toContain(`media-src 'self' data: blob: ${r2};`);
    const published = { ...bucket, FILMS_MASTERS_PUBLIC_URL: 'https://media.swiatlocien.pl/' };
    const previews = buildAdminPolicy({ masters: mastersOrigins(bucketSettings(published)) });
    expect(previews).toContain(`media-src 'self' data: blob: https://media.swiatlocien.pl;`);
    expect(previews).toContain(` ${r2};`);
  });
});

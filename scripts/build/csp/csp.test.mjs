import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { bucketSettings, mastersOrigins } from '../films/bucket-settings.mjs';
import {
  buildAdminPolicy,
  buildPolicy,
  CACHE_CONTROL,
  cleanPath,
  emailConnectSources,
  executableInlineScripts,
  headersFile,
  inlineHandlers,
  inlineScriptHashes,
  isAdminPage,
  isErrorPage,
  isPreviewPage,
  nginxCspMap,
  originSource,
  sha256Source,
  staticSecurityHeaders,
} from './csp.mjs';

/** @param {string} name */
const conf = (name) =>
  readFileSync(new URL(`../../../deploy/nginx/${name}`, import.meta.url), 'utf8');

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
  it('maps each exported file to its policy for nginx', () => {
    const map = nginxCspMap({
      pages: [
        { file: 'kontakt.html', policy: "script-src 'self' 'sha256-k='" },
        { file: 'fotografia/404.html', policy: "script-src 'self' 'sha256-f='" },
      ],
      fallback: "script-src 'self'",
      header: 'Generated.\nLine two.',
    });
    expect(map).toBe(
      [
        '# Generated.',
        '# Line two.',
        'map $uri $swiatlocien_csp {',
        `    default "script-src 'self'";`,
        `    "/fotografia/404.html" "script-src 'self' 'sha256-f='";`,
        `    "/kontakt.html" "script-src 'self' 'sha256-k='";`,
        '}',
        '',
      ].join('\n'),
    );
    expect(() => nginxCspMap({ pages: [], fallback: 'a $b', header: '' })).toThrow();
    expect(() => nginxCspMap({ pages: [], fallback: 'a "b"', header: '' })).toThrow();
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

/**
 * Each `location`/`server` block's own statements, without its nested blocks.
 * @param {string} text
 */
function blocks(text) {
  /** @typedef {{ name: string, statements: string[] }} Block */
  /** @type {Block[]} */
  const found = [];
  /** @type {Block[]} */
  const stack = [{ name: 'top', statements: [] }];
  const tokens = text.replace(/#.*$/gm, '').match(/[^{};]+[{};]|}/g) ?? [];
  for (const raw of tokens) {
    const token = raw.trim().replace(/\s+/g, ' ');
    if (token.endsWith('{')) {
      const block = { name: token.slice(0, -1).trim(), statements: [] };
      stack.push(block);
      found.push(block);
    } else if (token === '}') stack.pop();
    else stack.at(-1)?.statements.push(token.replace(/;$/, ''));
  }
  return found;
}

describe('the nginx configuration', () => {
  const securityInclude = 'include swiatlocien/security-headers.conf';
  const adminInclude = 'include swiatlocien/admin-headers.conf';

  it('gives the editor the same security headers but two: no index, popups for signing in', () => {
    const lines = (/** @type {string} */ file) =>
      conf(file)
        .split('\n')
        .filter((l) => l.startsWith('add_header'));
    const admin = lines('admin-headers.conf');
    const site = lines('security-headers.conf');
    const coop = 'add_header Cross-Origin-Opener-Policy';
    expect(admin.filter((l) => !l.startsWith(coop) && !l.includes('X-Robots-Tag'))).toEqual(
      site.filter((l) => !l.startsWith(coop)),
    );
    expect(admin).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(admin).toContain(`${coop} "same-origin-allow-popups" always;`);
  });

  it('lets the site frame the editor’s preview, and keeps it out of search engines', () => {
    const preview = conf('preview-headers.conf')
      .split('\n')
      .filter((l) => l.startsWith('add_header'));
    const site = conf('security-headers.conf')
      .split('\n')
      .filter((l) => l.startsWith('add_header'));
    const frame = 'add_header X-Frame-Options';
    expect(preview.filter((l) => !l.startsWith(frame) && !l.includes('X-Robots-Tag'))).toEqual(
      site.filter((l) => !l.startsWith(frame)),
    );
    expect(preview).toContain(`${frame} "SAMEORIGIN" always;`);
    expect(preview).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
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

  it('repeats the security headers wherever a block has an add_header of its own', () => {
    for (const file of ['static-site.conf', 'site.conf']) {
      for (const block of blocks(conf(file))) {
        if (!/^(location|server)\b/.test(block.name)) continue;
        if (!block.statements.some((s) => s.startsWith('add_header'))) continue;
        // The sign-in service sends its own security headers (cms/oauth/handler.mjs).
        if (block.name.startsWith('location /oauth/')) continue;
        // `location ~ \.mjs$` sits inside /admin (the editor's modules).
        const include =
          block.name === 'location /admin' || block.name === 'location ~ \\.mjs$'
            ? adminInclude
            : block.name === 'location = /podglad'
              ? 'include swiatlocien/preview-headers.conf'
              : block.name.startsWith('location @oauth_')
                ? 'include swiatlocien/oauth-headers.conf'
                : securityInclude;
        expect(block.statements, `${file}: ${block.name}`).toContain(include);
      }
    }
  });

  it('sends every security header always, the policy from the generated map', () => {
    const text = conf('security-headers.conf');
    const lines = text.split('\n').filter((l) => l.startsWith('add_header'));
    for (const line of lines) expect(line).toMatch(/ always;$/);
    expect(text).toContain('add_header Content-Security-Policy $swiatlocien_csp always;');
    expect(staticSecurityHeaders(text).map(([name]) => name)).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ]);
  });

  it('uses the same Cache-Control values as _headers', () => {
    const text = conf('static-site.conf');
    for (const value of Object.values(CACHE_CONTROL)) {
      expect(text).toContain(`add_header Cache-Control "${value}"`);
    }
  });

  it('keeps a placeholder root in production and includes the generated map', () => {
    const text = conf('site.conf');
    // The root is in release.conf, which deploy/activate-release.sh writes per release.
    expect(conf('release.conf')).toContain('root /var/www/swiatlocien;');
    expect(text).toContain('include swiatlocien/release.conf;');
    expect(text).toContain('include swiatlocien/generated/csp.conf;');
    expect(text).toContain('include swiatlocien/static-site.conf;');
  });
});

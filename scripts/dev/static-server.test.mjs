import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveStatic } from './static-server.mjs';

let base = '';
let root = '';
/** @type {Awaited<ReturnType<typeof serveStatic>>} */
let site;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'serve-'));
  mkdirSync(path.join(root, 'film'));
  writeFileSync(path.join(root, 'index.html'), '<p>home</p>');
  writeFileSync(path.join(root, '404.html'), '<p>root 404</p>');
  writeFileSync(path.join(root, 'kontakt.html'), '<p>kontakt</p>');
  writeFileSync(path.join(root, 'film', 'slubna.html'), '<p>slubna</p>');
  writeFileSync(path.join(root, 'film', '404.html'), '<p>Ładowanie treści...</p>');
  writeFileSync(path.join(root, 'film', 'slubna.txt'), 'payload');
  writeFileSync(path.join(root, 'clip.mp4'), Buffer.from('0123456789'));
  site = await serveStatic(root);
  base = site.origin;
});

afterAll(() => site.close());

describe('the local site server', () => {
  it('serves clean paths from .html and index.html', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<p>home</p>');
    const page = await fetch(`${base}/film/slubna`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await (await fetch(`${base}/kontakt?x=1`)).text()).toBe('<p>kontakt</p>');
  });

  it('redirects a trailing slash to the bare path', async () => {
    const res = await fetch(`${base}/film/slubna/`, { redirect: 'manual' });
    expect([301, 308]).toContain(res.status);
    expect(res.headers.get('location')).toBe('/film/slubna');
  });

  it('never redirects to another host', async () => {
    for (const evil of ['//evil.example/', '/%2Fevil.example/', '/%5Cevil.example/']) {
      const res = await fetch(`${base}${evil}`, { redirect: 'manual' });
      expect(res.status, evil).toBe(404);
      expect(res.headers.get('location'), evil).toBeNull();
    }
  });

  it('answers an unknown path with the nearest 404.html and status 404', async () => {
    const film = await fetch(`${base}/film/nieznana`);
    expect(film.status).toBe(404);
    expect(await film.text()).toContain('Ładowanie treści...');
    const other = await fetch(`${base}/nie/ma/takiej`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('<p>root 404</p>');
    expect((await fetch(`${base}/404`)).status).toBe(404);
    const byName = await fetch(`${base}/film/404.html`);
    expect(byName.status).toBe(404);
    expect(await byName.text()).toContain('Ładowanie treści...');
  });

  it('gzips text for clients that accept it, never video', async () => {
    const zipped = await fetch(`${base}/film/slubna`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await zipped.text()).toBe('<p>slubna</p>');
    const plain = await fetch(`${base}/film/slubna`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const video = await fetch(`${base}/clip.mp4`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(video.headers.get('content-encoding')).toBeNull();
  });

  it('serves a rebuilt page anew, not its earlier compressed copy', async () => {
    const page = path.join(root, 'nowa.html');
    const get = () =>
      fetch(`${base}/nowa`, { headers: { 'Accept-Encoding': 'gzip' } }).then((r) => r.text());
    writeFileSync(page, '<p>pierwsza wersja</p>');
    expect(await get()).toBe('<p>pierwsza wersja</p>');
    writeFileSync(page, '<p>druga, dłuższa wersja</p>');
    expect(await get()).toBe('<p>druga, dłuższa wersja</p>');
  });

  it('serves .txt payloads as text/plain', async () => {
    const res = await fetch(`${base}/film/slubna.txt`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('answers byte ranges for video', async () => {
    const res = await fetch(`${base}/clip.mp4`, { headers: { Range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(await res.text()).toBe('2345');
    const bad = await fetch(`${base}/clip.mp4`, { headers: { Range: 'bytes=20-' } });
    expect(bad.status).toBe(416);
  });

  it('never serves files outside the root', async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contentFiles, photoSchema } from '.';

type Node = Record<string, unknown>;

/** Every object, array and leaf of a JSON Schema with its path. */
function* nodes(node: Node, path = ''): Generator<[string, Node]> {
  yield [path, node];
  const properties = (node.properties ?? {}) as Record<string, Node>;
  for (const [key, child] of Object.entries(properties)) {
    // A block's `type` is its kind's name (a constant), which the editor writes itself.
    if ('const' in child) continue;
    yield* nodes(child, `${path}.${key}`);
  }
  if (node.items) yield* nodes(node.items as Node, `${path}[]`);
  for (const [i, variant] of ((node.oneOf ?? []) as Node[]).entries()) {
    yield* nodes(variant, `${path}<${i}>`);
  }
}

describe('the content schema as JSON Schema (the editor is generated from it)', () => {
  it.each(contentFiles.map((f) => [f.path, f] as const))(
    '%s: every field has a Polish title, a hint and a widget',
    (_, f) => {
      const json = z.toJSONSchema(f.schema) as Node;
      for (const [path, node] of nodes(json)) {
        expect(node.title, `${path}: title`).toMatch(/\p{L}/u);
        expect(node.description, `${path}: description`).toMatch(/\p{L}{3}/u);
        expect(node.widget, `${path}: widget`).toMatch(/^[a-z]+$/);
      }
    },
  );

  it('marks photos as photo objects whose file is an image and whose alt text is required', () => {
    const json = z.toJSONSchema(photoSchema) as Node;
    expect(json).toMatchObject({
      title: 'Zdjęcie',
      widget: 'photo',
      required: ['src', 'alt'],
      properties: { src: { widget: 'image' }, alt: { title: 'Tekst alternatywny' } },
    });
    expect(photoSchema.safeParse({ src: '/media/photos/01.jpg', alt: ' ' }).success).toBe(false);
  });

  // The build makes AVIF/WebP variants of JPEGs only (scripts/build/images/build-variants.mjs).
  it('takes a local photo as a JPEG or a WebP (the editor’s upload), and any photo at a URL', () => {
    const photo = (src: string) => photoSchema.safeParse({ src, alt: 'Opis' }).success;
    expect(photo('/media/photos/nowe.jpg')).toBe(true);
    expect(photo('/media/photos/nowe.jpeg')).toBe(true);
    expect(photo('/media/photos/nowe.png')).toBe(false);
    expect(photo('/media/photos/img-1234.webp')).toBe(true);
    expect(photo('https://cdn.example.com/zdjecie?w=1200')).toBe(true);
    const png = photoSchema.safeParse({ src: '/media/photos/nowe.png', alt: 'Opis' });
    expect(png.error?.issues[0]?.message).toMatch(
      /^Wybierz zdjęcie w formacie JPEG \(\.jpg\) albo WebP \(\.webp\)\./,
    );
  });

  it('keeps photo fields recognisable inside a service and a realization', () => {
    const photosOf = (name: string) => {
      const folder = contentFiles.find((f) => f.name === name);
      const json = z.toJSONSchema(folder!.schema) as Node;
      return [...nodes(json)].filter(([, n]) => n.widget === 'photo').map(([p]) => p);
    };
    expect(photosOf('services-foto')).toEqual(['.photos[]']);
    expect(photosOf('realizations')).toEqual(['.cover', '.photos[]']);
  });

  it('lists the files and folders it validates', () => {
    expect(contentFiles.map((f) => f.path)).toEqual([
      'content/site.json',
      'content/studio.json',
      'content/home.json',
      'content/clients.json',
      'content/privacy.json',
      'content/terms.json',
      'content/services/fotografia',
      'content/services/film',
      'content/realizations',
    ]);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { contentFiles, type FileFolder, type SingleFile } from './index';

// Where the content keeps films, found through the schema itself: every
// object the schema marks as a film entry (meta `widget: 'video'`:
// videoSchema, ambientVideoSchema in ./media.ts) holds its master in `src`.
// The films pipeline (scripts/build/films/find-films.mjs) walks each data
// file by its schema, so a film field added to any schema is encoded without
// a second list of where films live.

/** A film the content references, and where the studio finds it. */
export interface FilmRef {
  /** The master's address, as the content keeps it. */
  readonly src: string;
  /** How the messages name it: its title, else its alt text, else its address. */
  readonly title: string;
  /** The data file, relative to the repository, e.g. content/services/film/eventowe.json. */
  readonly file: string;
  /** The field's path in the file, e.g. videos[0].src. */
  readonly field: string;
  /** The field as the editor labels it, e.g. „Usługi: Filmy” → „eventowe” → „Filmy” nr 1 → „Plik filmu”. */
  readonly label: string;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: z.ZodType) =>
  (z.globalRegistry.get(schema) ?? {}) as { widget?: unknown; title?: unknown };

/** The wrappers a field may sit in (optional, default, a pipe's input…), taken off. */
function inner(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return inner(def.innerType as z.ZodType);
  if (def.type === 'pipe') return inner(def.in as z.ZodType);
  if (def.type === 'lazy') return inner((def.getter as () => z.ZodType)());
  return schema;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The films in `data`, read by `schema`: each object marked as a film with a
 * `src`, wherever the schema puts it (lists, groups, unions, optional fields).
 * @param where the file (relative to the repository) and its editor's label
 */
export function filmsIn(
  schema: z.ZodType,
  data: unknown,
  where: { file: string; label: string },
): FilmRef[] {
  const found: FilmRef[] = [];
  // `crumbs`: the editor's labels down to `node`, each „quoted”; a list item
  // is its list's label and number („Filmy” nr 2), not the item's own title.
  const walk = (node: z.ZodType, value: unknown, at: string, crumbs: string[], titled = true) => {
    const schema = inner(node);
    const title = metaOf(node).title ?? metaOf(schema).title;
    const here = titled && typeof title === 'string' ? [...crumbs, `„${title}”`] : crumbs;
    const def = defOf(schema);
    if (isRecord(value) && metaOf(schema).widget === 'video' && typeof value.src === 'string') {
      const text = [value.title, value.alt].find((t) => typeof t === 'string' && t.trim());
      const src = (def.shape as Record<string, z.ZodType> | undefined)?.src;
      const srcTitle = src ? metaOf(src).title : undefined;
      found.push({
        src: value.src,
        title: (text as string | undefined) ?? value.src,
        file: where.file,
        field: `${at ? `${at}.` : ''}src`,
        label: [
          where.label,
          ...here,
          ...(typeof srcTitle === 'string' ? [`„${srcTitle}”`] : []),
        ].join(' → '),
      });
      return;
    }
    if (def.type === 'object' && isRecord(value)) {
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>))
        walk(field, value[key], at ? `${at}.${key}` : key, here);
    } else if (def.type === 'array' && Array.isArray(value)) {
      const list = here.slice(0, -1);
      const last = here.at(-1) ?? '';
      value.forEach((item, i) =>
        walk(
          def.element as z.ZodType,
          item,
          `${at}[${i}]`,
          [...list, `${last} nr ${i + 1}`],
          false,
        ),
      );
    } else if (def.type === 'record' && isRecord(value)) {
      for (const [key, item] of Object.entries(value))
        walk(def.valueType as z.ZodType, item, `${at}.${key}`, here, false);
    } else if (def.type === 'union') {
      // The option the value is: the first that accepts it.
      const options = def.options as z.ZodType[];
      const option = options.find((o) => o.safeParse(value).success) ?? options[0];
      if (option) walk(option, value, at, crumbs, titled);
    } else if (def.type === 'intersection') {
      walk(def.left as z.ZodType, value, at, crumbs, titled);
      walk(def.right as z.ZodType, value, at, crumbs, titled);
    }
  };
  walk(schema, data, '', [], false);
  return found;
}

/** The Polish data files of one entry of the content table (not their English versions). */
function filesOf(root: string, entry: SingleFile | FileFolder): string[] {
  if (entry.type === 'file') return [entry.path];
  const dir = path.join(root, entry.path);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !/\.[a-z]{2}\.json$/.test(name))
    .sort()
    .map((name) => `${entry.path}/${name}`);
}

/**
 * Every film the content of `root` references, in the order of the content
 * table (content/schema/index.ts). English files share the Polish masters
 * (the field is not translated), so only the Polish ones are read. A file
 * that is missing or not JSON has no films here: the content gate names it.
 */
export function contentFilms(
  root: string,
  table: readonly (SingleFile | FileFolder)[] = contentFiles,
): FilmRef[] {
  return table.flatMap((entry) =>
    filesOf(root, entry).flatMap((file) => {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
      } catch {
        return [];
      }
      const name = entry.type === 'file' ? '' : ` → „${path.basename(file, '.json')}”`;
      return filmsIn(entry.schema, data, { file, label: `„${entry.label}”${name}` });
    }),
  );
}

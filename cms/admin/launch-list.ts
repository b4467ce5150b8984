import { typeset } from '@/lib/typography';

/** /admin/launch-check.json, as scripts/build/launch-check/report.mjs writes it. */
export interface LaunchList {
  readonly heading: string;
  readonly summary: string;
  readonly items: readonly { file: string; entry?: string; field: string; message: string }[];
  /** Pages without their English version: never blocking, shown apart. */
  readonly english?: {
    /** „Strony bez wersji angielskiej (2)”, or that there are none. */
    readonly heading: string;
    /** Why they do not block publishing; absent when there are none. */
    readonly note?: string;
    readonly pages: readonly { page: string; problems: readonly string[] }[];
  };
}

export function el(
  tag: string,
  attrs: Record<string, string> = {},
  children: (Node | string)[] = [],
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The list's body: what to do, then the items by file. */
export function listBody(check: LaunchList) {
  const byFile = new Map<string, LaunchList['items'][number][]>();
  for (const item of check.items) byFile.set(item.file, [...(byFile.get(item.file) ?? []), item]);
  const body = el('div', { class: 'launch-check-body' }, [
    el('p', {}, [
      byFile.size === 0
        ? 'Nic nie blokuje publikacji.'
        : typeset(
            'Dopóki ta lista nie jest pusta, zmiany nie trafią na stronę. Popraw wskazane pola i opublikuj ponownie.',
          ),
    ]),
  ]);
  for (const [file, items] of byFile) {
    // The editor's name for the file first: what the studio sees in the menu.
    const entry = items[0]?.entry;
    body.append(
      subheading(entry ? `${entry} (${file})` : file, '12px'),
      bullets(items.map((item) => `${item.field}: ${typeset(item.message)}`)),
    );
  }
  if (check.english) body.append(...englishPart(check.english));
  Object.assign(body.style, { maxHeight: '60vh', overflow: 'auto', padding: '0 12px 12px' });
  return body;
}

function subheading(text: string, top: string) {
  const heading = el('h2', {}, [typeset(text)]);
  Object.assign(heading.style, { font: 'inherit', fontWeight: '600', margin: `${top} 0 4px` });
  return heading;
}

function bullets(lines: readonly string[]) {
  const list = el(
    'ul',
    {},
    lines.map((line) => {
      const li = el('li', {}, [typeset(line)]);
      li.style.marginBottom = '4px';
      return li;
    }),
  );
  Object.assign(list.style, { margin: '0 0 8px', paddingLeft: '20px', listStyle: 'disc' });
  return list;
}

/** The pages still in Polish only, after the list that blocks publishing. */
function englishPart({ heading, note, pages }: NonNullable<LaunchList['english']>) {
  return [
    subheading(heading, '16px'),
    ...(note ? [el('p', {}, [typeset(note)])] : []),
    ...pages.flatMap(({ page, problems }) => [el('p', {}, [page]), bullets(problems)]),
  ];
}

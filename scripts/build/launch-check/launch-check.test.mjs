import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { SAMPLE_REALIZATIONS } from '../../../content/sample-values.mjs';
import { EMAIL_DEFAULTS } from '../../../lib/contact/email-defaults.mjs';
import { readyEnv } from './__fixtures__/ready-env.mjs';
import { problemInEditorWords } from './english.mjs';
import { launchCheck } from './index.mjs';
import { editorForms } from './labels.mjs';
import { itemCount, jsonReport, markdownReport, textReport } from './report.mjs';
import { sampleRealization } from './sample-realizations.mjs';
import { unconfirmedValues, VALUES_TO_CONFIRM } from './sample-values.mjs';
import { SETTINGS_FILE, settingsItems } from './settings.mjs';
import { fieldPath, stringsOf } from './text.mjs';

const fixtures = path.join(import.meta.dirname, '__fixtures__');
// The media record of the unfinished tree, where `npm run check:launch --root` finds it too.
const record = {
  photosTsv: path.join(fixtures, 'unfinished/scripts/media/photos.tsv'),
  videosTsv: path.join(fixtures, 'unfinished/scripts/media/videos.tsv'),
  credits: path.join(fixtures, 'unfinished/public/media/CREDITS.md'),
};
/** @type {import('./labels.mjs').EditorForm[]} */
let forms = [];
beforeAll(async () => {
  forms = await editorForms();
}, 60_000);
/** @param {string} tree @param {Record<string, string | undefined>} env */
const check = (tree, env) =>
  launchCheck({ root: path.join(fixtures, tree), env, forms, ...record });
/** @param {import('./types.mjs').LaunchItem[]} items */
const where = (items) => items.map((i) => `${i.kind} ${i.file} ${i.path ?? i.field}`);

describe('the launch check', () => {
  it('finds nothing in finished content with production settings', () => {
    // Its test fixtures and the generated image manifest are not content.
    expect(check('clean', readyEnv)).toEqual([]);
  });

  it('names every bracketed placeholder and „do potwierdzenia” with its file and field', () => {
    const items = check('unfinished', readyEnv).filter(
      (i) => i.kind === 'placeholder' || i.kind === 'to-confirm',
    );
    expect(where(items)).toEqual([
      'to-confirm content/privacy.json sections[0].paragraphs[0]',
      'placeholder content/privacy.json sections[0].paragraphs[0]',
      'to-confirm content/privacy.json processorAgreement.confirmed',
      'placeholder content/studio.json registeredAddress',
      'placeholder content/studio.json taxId',
      'to-confirm content/studio.json about',
      'placeholder content/studio.json legalName',
    ]);
    expect(items[1]?.message).toMatch(/^miejsce do uzupełnienia: \[…\] – wpisz prawdziwe dane/);
    expect(items[4]?.message).toContain('[NIP]');
    expect(items[0]?.message).toMatch(
      /^tekst do potwierdzenia: „lokalizacja serwerów” – sprawdź go i wpisz ostateczną wersję/,
    );
    expect(items[5]?.message).toContain('„TODO”');
  });

  it('names the sample telephone, and the sample e-mail, profiles and year until confirmed', () => {
    const items = check('unfinished', readyEnv).filter((i) => i.kind === 'sample-value');
    // The year and the Facebook profile are ticked as right; TikTok is the studio's own.
    expect(where(items)).toEqual([
      'sample-value content/studio.json phone',
      'sample-value content/studio.json email',
      'sample-value content/studio.json social[0].url',
      'sample-value content/studio.json social[2].url',
    ]);
    expect(items[0]?.message).toBe(
      'przykładowy numer telefonu „+48512345678” (ten z podpowiedzi edytora) – wpisz numer studia',
    );
    expect(items[1]?.message).toBe(
      'adres e-mail „kontakt@swiatlocien.pl” pochodzi z przykładowej treści – wpisz adres studia albo, jeśli jest właściwy, zaznacz „E-mail sprawdzony”',
    );
    expect(items[2]?.message).toMatch(
      /^adres profilu „https:\/\/www\.instagram\.com\/swiatlocien\.studio”/,
    );
    expect(items[2]?.message).toContain('zaznacz „Adres profilu sprawdzony”');
  });

  it('names a sample photo’s description left beside the photo that replaced it', () => {
    const items = check('unfinished', readyEnv);
    expect(where(items.filter((i) => i.kind === 'sample-alt'))).toEqual([
      'sample-alt content/home.json realizations[1].photo.alt',
      'sample-alt content/services/fotografia/slubna.json photos[0].alt',
    ]);
    expect(items.find((i) => i.path === 'photos[0].alt')?.message).toBe(
      'opis „Dwa rude cocker spaniele wyglądające z okna i zza balustrady drewnianego domku” należy do przykładowego zdjęcia (plik /media/photos/06.jpg), a w tym miejscu jest już plik /media/photos/wesele.jpg – opisz, co on pokazuje',
    );
    expect(items.find((i) => i.path === 'realizations[1].photo.alt')?.message).toContain(
      'należy do przykładowego filmu (plik /media/videos/film-wizerunkowe.mp4)',
    );
    // Beside a sample photo the description goes with the photo's own item.
    expect(items.find((i) => i.path === 'realizations[0].photo.src')?.message).toMatch(
      /: wgraj własne zdjęcie i opisz je na nowo w polu „Tekst alternatywny”$/,
    );
    expect(items.some((i) => i.path === 'realizations[0].photo.alt')).toBe(false);
  });

  it('takes a new value to confirm as one entry of its list', () => {
    /** @type {import('./sample-values.mjs').ValueToConfirm[]} */
    const entries = [
      {
        file: 'content/privacy.json',
        field: 'processorAgreementConfirmed',
        confirmedBy: 'processorAgreementConfirmed',
        message: () => 'umowa powierzenia z dostawcą poczty niepotwierdzona',
      },
    ];
    const at = (/** @type {unknown} */ data) =>
      unconfirmedValues('content/privacy.json', data, entries);
    expect(where(at({ processorAgreementConfirmed: false }))).toEqual([
      'sample-value content/privacy.json processorAgreementConfirmed',
    ]);
    expect(at({ processorAgreementConfirmed: true })).toEqual([]);
    expect(VALUES_TO_CONFIRM.map((e) => `${e.file} ${e.field}`)).toEqual([
      'content/studio.json phone',
      'content/studio.json email',
      'content/studio.json foundingYear',
      'content/studio.json social[].url',
      'content/studio.json legalName',
      'content/privacy.json processorAgreement.confirmed',
    ]);
  });

  it('names the facts no bracket marks: the legal name left out, the EmailJS agreement unconfirmed', () => {
    const items = check('unfinished', readyEnv);
    expect(items.find((i) => i.path === 'legalName')?.message).toMatch(
      /^nazwa prawna studia \(firma z CEIDG albo KRS\) nie jest wpisana/,
    );
    expect(items.find((i) => i.path === 'processorAgreement.confirmed')?.message).toMatch(
      /^umowa powierzenia przetwarzania danych z EmailJS .* nie jest potwierdzona/,
    );
    // Given and confirmed in the finished tree ('clean', above): no item.
  });

  it('names the privacy policy’s missing date once, not as one more placeholder', () => {
    const items = check('unfinished', readyEnv).filter((i) => i.file.endsWith('privacy.json'));
    expect(items[0]).toMatchObject({
      kind: 'privacy-date',
      path: 'intro[1]',
      field: 'Wstęp → 2. akapit',
    });
    expect(items[0]?.message).toMatch(/^polityka prywatności nie ma jeszcze daty/);
    expect(items.filter((i) => i.path === 'intro[1]')).toHaveLength(1);
  });

  it('names a policy without any date, and takes no other mention of updating for one', () => {
    expect(check('undated', readyEnv)).toEqual([
      {
        kind: 'privacy-date',
        file: 'content/privacy.json',
        field: 'Wstęp',
        path: 'intro',
        entry: 'Polityka prywatności',
        message:
          'polityka prywatności nie podaje daty: dopisz „Ostatnia aktualizacja: <dzień miesiąc rok>.”',
      },
    ]);
  });

  it('names every field that points at sample media of the record', () => {
    const items = check('unfinished', readyEnv).filter((i) => i.kind === 'sample-media');
    expect(where(items)).toEqual([
      'sample-media content/home.json slides[0].video.src',
      'sample-media content/home.json realizations[0].photo.src',
      'sample-media content/home.json clients[0].logo',
      'sample-media content/services/film/wizerunkowe.json videos[0].src',
      'sample-media content/services/fotografia/slubna.json photos[1].src',
      'sample-media content/services/fotografia/slubna.json fallback',
    ]);
    // The studio's own wordmark and its own uploads are not samples.
    expect(items.map((i) => i.message).join('\n')).not.toMatch(/logo\.svg|wesele\.jpg/);
    expect(items[0]?.message).toBe(
      'przykładowy film „Psy w oknie, w powolnym ruchu kamery” (autor zdjęcia: Aitzol Berasategi), plik /media/videos/hero-1.mp4: wgraj własny film',
    );
    expect(items[1]?.message).toContain('„Wąska ścieżka w lesie” (autor: Risto Saukonpää)');
    expect(items[2]?.message).toMatch(/^logo fikcyjnego klienta/);
    expect(items[5]?.message).toMatch(/^przykładowe zdjęcie zastępcze/);
  });

  it('asks for a sample film’s own texts with it, by the fields the editor shows', () => {
    const items = check('unfinished', readyEnv);
    const film = items.find((i) => i.path === 'videos[0].src');
    // Its description is the studio's own: only the texts still the sample's are named.
    expect(film?.message).toMatch(
      /: wgraj własny film i wypełnij na nowo pola „Tekst alternatywny \(dla niewidomych\)”, „Tytuł filmu” i „Data publikacji filmu”$/,
    );
    expect(film?.field).toBe('Filmy → 1. film → Plik filmu');
  });

  it('names a sample film’s title, description and date left beside the film that replaced it', () => {
    const items = check('unfinished', readyEnv).filter((i) => i.kind === 'sample-text');
    expect(where(items)).toEqual([
      'sample-text content/services/film/wizerunkowe.json videos[1].title',
      'sample-text content/services/film/wizerunkowe.json videos[1].description',
      'sample-text content/services/film/wizerunkowe.json videos[1].uploadDate',
    ]);
    expect(items[0]?.message).toContain('(plik /media/videos/film-wizerunkowe.mp4)');
    expect(items[0]?.message).toContain(
      'a w tym miejscu jest już plik /media/videos/nasz-film.mp4',
    );
    expect(items[2]?.message).toMatch(/– wpisz dzień, w którym ten film został opublikowany$/);
  });
});

describe('a sample realization', () => {
  const record = { 'slub-w-tatrach.json': 'Ślub w Tatrach' };
  const isSample = (/** @type {string} */ url) => /\/0\d\.jpg$/.test(url);
  const file = 'content/realizations/slub-w-tatrach.json';
  const entry = {
    title: 'Ślub w Tatrach',
    cover: { src: '/media/photos/01.jpg' },
    photos: [{ src: '/media/photos/01.jpg' }, { src: '/media/photos/02.jpg' }],
    videos: [{ src: '/media/videos/nasz-film.mp4' }],
  };

  it('is one item for the whole entry while it has the sample’s title, its sample files counted', () => {
    expect(sampleRealization(file, entry, isSample, record)).toEqual({
      kind: 'sample-entry',
      file,
      field: 'title',
      message:
        'przykładowa realizacja „Ślub w Tatrach” (2 przykładowe pliki) – usuń ten wpis albo opisz w nim własną realizację, z własnym tytułem, opisem i zdjęciami',
    });
    // A title typed again with other spaces or case is still the sample's.
    expect(
      sampleRealization(file, { ...entry, title: 'ślub  w Tatrach ' }, isSample, record),
    ).toBeDefined();
  });

  it('is the studio’s own once it has a title of its own, or when it is not in the record', () => {
    expect(sampleRealization(file, { ...entry, title: 'Ślub Ani i Jana' }, isSample, record)).toBe(
      undefined,
    );
    expect(
      sampleRealization('content/realizations/inna.json', entry, isSample, record),
    ).toBeUndefined();
    expect(sampleRealization('content/home.json', entry, isSample, record)).toBeUndefined();
  });
});

describe('the production settings', () => {
  it('are finished when set to the studio’s own values', () => {
    expect(settingsItems(readyEnv)).toEqual([]);
  });

  it('name the default EmailJS ids, the editor’s repository and the site address', () => {
    const items = settingsItems({});
    expect(items.every((i) => i.file === SETTINGS_FILE && i.kind === 'setting')).toBe(true);
    expect(items.map((i) => i.field)).toEqual([
      'EMAILJS_SERVICE_ID (NEXT_PUBLIC_EMAILJS_SERVICE_ID)',
      'EMAILJS_TEMPLATE_ID (NEXT_PUBLIC_EMAILJS_TEMPLATE_ID)',
      'EMAILJS_PUBLIC_KEY (NEXT_PUBLIC_EMAILJS_PUBLIC_KEY)',
      'SITE_URL (NEXT_PUBLIC_SITE_URL)',
      'CMS_REPO',
      'CMS_AUTH_URL',
    ]);
    expect(items[0]?.message).toMatch(/nie jest ustawiony: formularz kontaktowy/);
    expect(items[5]?.message).toMatch(/nie da się zalogować do edytora/);
  });

  it('name a sign-in service that is not https and a test Git host left on', () => {
    const items = settingsItems({
      ...readyEnv,
      CMS_AUTH_URL: 'http://127.0.0.1:5413/oauth',
      CMS_API_ROOT: 'http://127.0.0.1:5407/api/v3',
    });
    expect(items.map((i) => i.field)).toEqual(['CMS_AUTH_URL', 'CMS_API_ROOT']);
    expect(items[0]?.message).toContain('„http://127.0.0.1:5413/oauth” nie jest adresem https://');
    expect(items[1]?.message).toMatch(/ustawienie do testów\): usuń tę zmienną$/);
    expect(settingsItems({ ...readyEnv, CMS_API_ROOT: 'https://api.github.com/' })).toEqual([]);
  });

  it('name EmailJS ids left at the placeholders, a local e-mail stand-in and a non-https address', () => {
    const items = settingsItems({
      ...readyEnv,
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: EMAIL_DEFAULTS.serviceId,
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: EMAIL_DEFAULTS.publicKey,
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'self',
      NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:4400',
    });
    expect(items.map((i) => i.field)).toEqual([
      'EMAILJS_SERVICE_ID (NEXT_PUBLIC_EMAILJS_SERVICE_ID)',
      'EMAILJS_PUBLIC_KEY (NEXT_PUBLIC_EMAILJS_PUBLIC_KEY)',
      'NEXT_PUBLIC_EMAILJS_ORIGIN',
      'SITE_URL (NEXT_PUBLIC_SITE_URL)',
    ]);
    expect(items[0]?.message).toMatch(/ma wartość przykładową/);
    expect(
      settingsItems({ ...readyEnv, NEXT_PUBLIC_EMAILJS_ORIGIN: EMAIL_DEFAULTS.origin }),
    ).toEqual([]);
  });
});

describe('the report', () => {
  /** @type {import('./types.mjs').LaunchItem[]} */
  let items = [];
  beforeAll(() => {
    items = check('unfinished', {});
  });

  it('counts in Polish', () => {
    expect([1, 2, 5, 12, 22, 25, 112, 193].map(itemCount)).toEqual([
      '1 pozycja',
      '2 pozycje',
      '5 pozycji',
      '12 pozycji',
      '22 pozycje',
      '25 pozycji',
      '112 pozycji',
      '193 pozycje',
    ]);
  });

  it('lists the items by file for the terminal, and says when nothing is left', () => {
    const text = textReport(items);
    expect(text).toMatch(/^Co zostało do uzupełnienia przed publikacją: \d+ pozycj/);
    expect(text).toContain('\nStudio (content/studio.json)\n  • Adres siedziby: miejsce');
    expect(text).toContain(`\n${SETTINGS_FILE}\n  • EMAILJS_SERVICE_ID`);
    expect(textReport([])).toMatch(/: nic – strona może zostać opublikowana/);
  });

  it('explains on the run’s summary page what keeps the public site waiting', () => {
    const md = markdownReport(items);
    expect(md).toMatch(
      /^## Co zostało do uzupełnienia przed publikacją: treść nie jest jeszcze gotowa\n/,
    );
    expect(md).toContain('zmiany nie trafią na publiczną stronę');
    expect(md).toContain('- **NIP**: miejsce do uzupełnienia: \\[NIP\\]');
    expect(markdownReport([])).toMatch(/^## Co zostało do uzupełnienia przed publikacją: nic\n/);
  });

  it('gives the editor the same items as JSON', () => {
    const json = JSON.parse(jsonReport(items, new Date('2026-11-24T12:00:00Z')));
    expect(json).toEqual({
      heading: 'Co zostało do uzupełnienia przed publikacją',
      summary: `Co zostało do uzupełnienia przed publikacją: ${itemCount(items.length)}`,
      checkedAt: '2026-11-24T12:00:00.000Z',
      items,
    });
    expect(JSON.parse(jsonReport([])).summary).toBe(
      'Wszystko uzupełnione: strona jest gotowa do publikacji.',
    );
  });

  it('shows the editor the pages without English apart, never counted as blocking', () => {
    const gaps = [
      { page: 'Kontakt (/kontakt)', problems: ['content/home.en.json: brak wersji angielskiej'] },
    ];
    const json = JSON.parse(jsonReport([], new Date(), gaps));
    expect(json.summary).toBe('Wszystko uzupełnione: strona jest gotowa do publikacji.');
    expect(json.english).toEqual({
      heading: 'Strony bez wersji angielskiej (1)',
      note: expect.stringMatching(/^To nie wstrzymuje publikacji/),
      pages: gaps,
    });
    expect(JSON.parse(jsonReport([], new Date(), [])).english).toEqual({
      heading: 'Strony bez wersji angielskiej: brak – każda strona ma pełną wersję angielską.',
      pages: [],
    });
  });
});

describe('the list of the site’s own content, as the studio reads it', () => {
  /** @type {import('./types.mjs').LaunchItem[]} */
  let items = [];
  beforeAll(() => {
    const root = path.join(import.meta.dirname, '../../..');
    items = launchCheck({ root, env: readyEnv, forms }).filter((i) => i.kind !== 'setting');
  });

  it('names every field by the labels the editor shows, never by its path in the file', () => {
    expect(items.length).toBeGreaterThan(0);
    const byPath = items.filter((i) => /\[\d+\]|\p{L}\.\p{L}|^\d/u.test(i.field));
    expect(byPath.map((i) => `${i.file}: ${i.field}`)).toEqual([]);
    // Lists are counted as the studio counts: from 1.
    expect(items.filter((i) => /(^|→ )0\. /.test(i.field))).toEqual([]);
    for (const item of items) expect(item.entry, item.file).not.toBe(item.file);
  });

  it('lists every sample realization of the record still in place, once, by its title', () => {
    const listed = items.filter((i) => i.kind === 'sample-entry');
    const inPlace = Object.entries(SAMPLE_REALIZATIONS).filter(([name]) =>
      existsSync(path.join(import.meta.dirname, '../../../content/realizations', name)),
    );
    expect(listed.map((i) => i.file).sort()).toEqual(
      inPlace.map(([name]) => `content/realizations/${name}`).sort(),
    );
    for (const item of listed) {
      expect(item.field).toBe('Tytuł');
      expect(item.entry).toMatch(/^Realizacje → /);
      // Its photos are in its one item, not listed one by one.
      expect(items.filter((i) => i.file === item.file)).toEqual([item]);
    }
  });

  it('quotes „…” and uses the en dash, in every message', () => {
    // An English text quoted from an English file keeps its own quotes (“Send message”).
    const own = (/** @type {import('./types.mjs').LaunchItem} */ i) =>
      i.file.endsWith('.en.json') ? i.message.replace(/“[^“”]*”/g, '') : i.message;
    const wrong = items.filter(
      (i) =>
        /["“—]/.test(own(i)) ||
        (own(i).match(/„/g)?.length ?? 0) !== (own(i).match(/”/g)?.length ?? 0),
    );
    expect(wrong.map((i) => i.message)).toEqual([]);
  });

  it('blocks on every placeholder of both privacy policies, the Polish and the English', () => {
    const root = path.join(import.meta.dirname, '../../..');
    for (const file of ['content/privacy.json', 'content/privacy.en.json']) {
      const data = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
      for (const { keys, value } of stringsOf(data)) {
        for (const [bracket] of value.matchAll(/\[[^[\]]*\]/g)) {
          const listed = items.filter((i) => i.file === file && i.path === fieldPath(keys));
          // Either the placeholder itself or, in the date's field, the missing date.
          expect(
            listed.some((i) => i.message.includes(bracket) || i.kind === 'privacy-date'),
            `${file}: ${fieldPath(keys)}: ${bracket}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('the English versions and the facts to confirm', () => {
  const tree = path.join(fixtures, 'english');
  /** @type {import('./types.mjs').LaunchItem[]} */
  let items = [];
  beforeAll(() => {
    items = launchCheck({ root: tree, env: readyEnv, forms });
  });

  it('blocks on the English policy’s placeholders and its date as on the Polish ones', () => {
    const english = items.filter((i) => i.file === 'content/privacy.en.json');
    expect(where(english)).toEqual([
      'privacy-date content/privacy.en.json intro[1]',
      'placeholder content/privacy.en.json sections[0].paragraphs[0]',
      'to-confirm content/privacy.en.json sections[0].paragraphs[0]',
    ]);
    expect(english[0]?.message).toContain('„24 November 2026”');
    expect(english[1]?.message).toMatch(/\[email provider\] – wpisz prawdziwe dane po angielsku/);
    expect(english[2]?.message).toMatch(/^tekst do potwierdzenia: „server location”/);
    // Named in the entry the studio opens, on its English side.
    expect(english[0]?.entry).toBe('Polityka prywatności – wersja angielska');
    // The finished Polish policy has nothing; the English items follow it.
    expect(items.filter((i) => i.file === 'content/privacy.json')).toEqual([]);
  });

  it('names a sample’s English description left beside the photo or film that replaced it', () => {
    const stale = items.filter((i) => i.kind === 'sample-alt');
    expect(where(stale)).toEqual([
      'sample-alt content/home.en.json slides[0].video.alt',
      'sample-alt content/services/fotografia/slubna.en.json photos[0].alt',
    ]);
    // Beside the sample photo itself it is no item of its own: that photo's item asks for both.
    expect(stale[1]?.message).toMatch(
      /^opis „Two red cocker spaniels.*” należy do przykładowego zdjęcia \(plik \/media\/photos\/06\.jpg\), a w tym miejscu jest już plik \/media\/photos\/wesele\.jpg – opisz po angielsku, co on pokazuje$/,
    );
    // A film's English text names the Polish file's film.
    expect(stale[0]?.message).toContain('/media/videos/nasz-film.mp4');
    const sample = items.find((i) => i.kind === 'sample-media' && i.path === 'photos[1].src');
    expect(sample?.message).toMatch(/\(po polsku i po angielsku\)$/);
  });

  it('names a page’s missing English in the editor’s words, not by file and path', () => {
    expect(
      problemInEditorWords(
        'content/services/fotografia/slubna.en.json: photos[0].alt: brak tłumaczenia',
        tree,
        forms,
      ),
    ).toBe(
      'Usługi: Fotografia → slubna.json – wersja angielska: Zdjęcia → 1. zdjęcie → Tekst alternatywny: brak tłumaczenia',
    );
    // A problem of the whole file names the entry alone.
    expect(
      problemInEditorWords(
        'content/services/fotografia/slubna.en.json: brak wersji angielskiej',
        tree,
        forms,
      ),
    ).toBe('Usługi: Fotografia → slubna.json – wersja angielska: brak wersji angielskiej');
  });

  it('lists every fact the studio has not ticked, and none it has', () => {
    const facts = items.filter((i) => i.kind === 'claim');
    expect(where(facts)).toEqual([
      'claim content/services/fotografia/slubna.json claims[0].confirmed',
      'claim content/services/fotografia/slubna.json claims[2].confirmed',
    ]);
    expect(facts[0]?.message).toMatch(
      /^fakt do potwierdzenia: „Galerię oddajemy w ciągu sześciu tygodni \(sekcja «Co dostajecie»\)” – jeśli to prawda, zaznacz „Potwierdzam”/,
    );
  });
});

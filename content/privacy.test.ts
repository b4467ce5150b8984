import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DRAFT_MAX_AGE_MS } from '@/lib/contact/draft';
import { emptyFields, validateContact } from '@/lib/contact/fields';

import { contentDir } from './load';
import {
  filmCdnHost,
  getFormData,
  getFormNotice,
  getPrivacyPolicy,
  listJoin,
  processorAgreementSentence,
} from './privacy';
import { getStudio } from './studio';
import type { Section } from './types';

const formData = getFormData();
const formNotice = getFormNotice();
const privacyPolicy = getPrivacyPolicy();

const raw = JSON.parse(readFileSync(path.join(contentDir(), 'privacy.json'), 'utf8')) as {
  sections: unknown[];
  formNotice: { text: string };
  processorAgreement: { confirmed: boolean; whenConfirmed: string; untilConfirmed: string };
};
const studio = getStudio();

/** Every text of the policy as a visitor reads it, in one string. */
const policyText = [
  ...privacyPolicy.intro,
  ...privacyPolicy.sections.flatMap((s: Section) => [s.title, JSON.stringify(s)]),
].join('\n');
const clause = formNotice.text;
/** The sentences of a text (split after . ! ? before a space). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
/** A section of the policy as a visitor reads it, in one string. */
const section = (title: string) =>
  JSON.stringify(privacyPolicy.sections.find((s: Section) => s.title === title) ?? '');

describe('the clause under the form and the privacy policy', () => {
  it('take the fields and purposes from one place (privacy.json, form)', () => {
    for (const token of ['{form.fields}', '{form.purposes}']) {
      expect(raw.formNotice.text, `the clause lacks ${token}`).toContain(token);
    }
    const sections = JSON.stringify(raw.sections);
    expect(sections, 'the policy lacks {form.fields}').toContain('{form.fields}');
    expect(sections, 'the policy lacks its purposes').toMatch(/\{form\.purposes(WithBases)?\}/);
  });

  it('name the same required fields: every field of the contact form', () => {
    // The policy names the form's own fields, and the form requires each of them.
    expect([...formData.fieldNames].sort()).toEqual(Object.keys(emptyFields).sort());
    expect(Object.keys(validateContact(emptyFields)).sort()).toEqual(
      Object.keys(emptyFields).sort(),
    );
    // The three are required; the service the visitor asks about is a choice, and said to be one.
    for (const text of [clause, policyText]) {
      expect(text).toContain(formData.fields);
      expect(text.toLowerCase()).toContain('te pola są wymagane');
      expect(text).toMatch(/usługę, o którą pytasz, możesz (też )?wybrać z listy/i);
    }
  });

  it('say that the unsent draft stays on the visitor’s device, and how it goes', () => {
    // lib/contact/draft.ts: kept in localStorage until sent, removed on sending or emptying.
    expect(clause).toContain('wersję roboczą tylko w Twojej przeglądarce, na tym urządzeniu');
    expect(clause).toContain('usuwa ją wysłanie wiadomości lub skasowanie tekstu z formularza');
    const browser = section('Co strona zapisuje w przeglądarce');
    for (const fact of [
      'localStorage',
      'zostaje tylko na Twoim urządzeniu',
      'strona nigdzie jej nie wysyła',
      'znika po wysłaniu wiadomości',
      '„Usuń wersję roboczą”',
      'wyczyść dane tej strony w ustawieniach przeglądarki',
      // The policy's days are the form's (lib/contact/draft.ts).
      `starszej niż ${DRAFT_MAX_AGE_MS / (24 * 60 * 60 * 1000)} dni`,
    ]) {
      expect(browser, fact).toContain(fact);
    }
  });

  it('name the same purposes', () => {
    expect(formData.purposeList.length).toBeGreaterThan(0);
    for (const purpose of formData.purposeList) {
      expect(clause, purpose).toContain(purpose);
      expect(policyText, purpose).toContain(purpose);
    }
  });

  it('say what art. 13 RODO asks of the clause: controller, EmailJS outside the EEA, rights', () => {
    expect(clause).toContain('Administratorem danych z formularza jest');
    expect(clause).toContain('EmailJS');
    expect(clause).toContain('poza Europejskim Obszarem Gospodarczym');
    expect(clause).toContain('prawo dostępu do danych');
  });

  it('keep the complaint to the Office and the objection to the studio apart (art. 21 ust. 4 RODO)', () => {
    // The complaint goes to the President of UODO, in a sentence that does not speak of objecting.
    const complaint = sentences(clause).filter((s) => /skarg/.test(s));
    expect(complaint).toHaveLength(1);
    expect(complaint[0]).toContain('Prezesa Urzędu Ochrony Danych Osobowych');
    expect(complaint[0]).not.toMatch(/sprzeciw/);
    // The objection is a paragraph of its own, addressed to the studio, not to the Office.
    expect(clause).not.toMatch(/sprzeciw/);
    expect(formNotice.objection).toMatch(/^Prawo do sprzeciwu: /);
    expect(formNotice.objection).toMatch(/wnieść do nas sprzeciw/);
    expect(formNotice.objection).toContain(studio.email);
    expect(formNotice.objection).not.toMatch(/Urzęd|UODO|skarg/);
    // A plain sentence that runs on into the link, not „w dokumencie Polityka prywatności”.
    expect(`${clause} ${formNotice.link}.`).toMatch(/ w polityce prywatności\.$/);
    expect(clause).not.toMatch(/dokumen/);
  });

  it('cover every point of art. 13 RODO in the policy', () => {
    for (const point of [
      'Administratorem Twoich danych osobowych jest',
      'inspektora ochrony danych',
      'art. 6 ust. 1 lit. b RODO',
      'art. 6 ust. 1 lit. c RODO',
      'art. 6 ust. 1 lit. f RODO',
      'dzienniki',
      'e-mailem lub dzwoniąc',
      'poza Europejskim Obszarem Gospodarczym',
      'Kopię tych zabezpieczeń',
      'Prawo dostępu do danych',
      'Prawo do przenoszenia danych',
      'Prezesa Urzędu Ochrony Danych Osobowych',
      'zautomatyzowanym przetwarzaniu',
      'profil',
    ]) {
      expect(policyText, point).toContain(point);
    }
    // The right to object stands in a section of its own (art. 21 ust. 4 RODO), addressed to the studio.
    const objection = section('Prawo do sprzeciwu');
    expect(objection).toContain('sprzeciw');
    expect(objection).toContain(`Sprzeciw wnosisz do nas: wystarczy napisać na ${studio.email}`);
    expect(objection).not.toMatch(/Urzęd|skarg/);
  });

  it('say that the data a contract needs are a condition of concluding it (art. 13 ust. 2 lit. e)', () => {
    expect(policyText).toContain('ich podanie jest warunkiem jej zawarcia');
    // And that the form's data are voluntary, required by neither a law nor a contract.
    expect(policyText).toContain('nie wymaga go ani ustawa, ani umowa');
  });

  it('name every field of a visit that the platform serving the site processes (its request logs)', () => {
    const logs =
      privacyPolicy.sections
        .flatMap((s: Section) => s.blocks)
        .map((b) => ('text' in b ? b.text : ''))
        .find((text) => text.includes('przy każdym wejściu na stronę')) ?? '';
    expect(logs).toContain('Cloudflare');
    for (const field of [
      'adres IP', // $remote_addr
      'datę i godzinę', // $time_local
      'treść zapytania', // $request
      'kod odpowiedzi serwera', // $status
      'jej wielkość', // $body_bytes_sent
      'adres strony, z której do nas trafiasz', // $http_referer
      'nazwę i wersję przeglądarki', // $http_user_agent
    ]) {
      expect(logs, field).toContain(field);
    }
  });

  it('promise no cookies and nothing stored but the form’s draft, naming the editor at /admin', () => {
    const browser = section('Co strona zapisuje w przeglądarce');
    expect(browser).toContain('Strona nie używa plików cookie');
    expect(browser).toContain('korzysta tylko w jednym celu');
    expect(browser).toContain('Wyjątkiem jest panel edycji treści pod adresem /admin');
    expect(browser).not.toMatch(/"Nic\./);
  });

  it('speak of the agreement with EmailJS as concluded only once the studio has confirmed it', () => {
    const agreement = raw.processorAgreement;
    expect(processorAgreementSentence({ ...agreement, confirmed: true })).toBe(
      agreement.whenConfirmed,
    );
    expect(processorAgreementSentence({ ...agreement, confirmed: false })).toBe(
      agreement.untilConfirmed,
    );
    expect(agreement.whenConfirmed).toContain('na podstawie zawartej z nami umowy powierzenia');
    expect(agreement.untilConfirmed).not.toMatch(/na podstawie|zawartej|zawarliśmy/);
    expect(policyText).toContain(processorAgreementSentence(agreement));
  });
});

describe('listJoin', () => {
  it('joins a Polish enumeration', () => {
    expect(listJoin(['a'])).toBe('a');
    expect(listJoin(['a', 'b'])).toBe('a i b');
    expect(listJoin(['a', 'b', 'c'])).toBe('a, b i c');
  });
});

describe('the films CDN in the policy', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is named, with what the browser sends it and why, when the films are served from it', () => {
    vi.stubEnv('NEXT_PUBLIC_MEDIA_BASE', 'https://media.swiatlocien.pl');
    const text = JSON.stringify(getPrivacyPolicy());
    expect(filmCdnHost()).toBe('media.swiatlocien.pl');
    for (const fact of ['Cloudflare', 'media.swiatlocien.pl', 'adres IP', 'User-Agent', 'art. 6']) {
      expect(text).toContain(fact);
    }
    // The sentence on where files come from names it too, not „z własnego serwera” alone.
    expect(text).not.toContain('Strona wczytuje czcionki, zdjęcia i filmy z własnego serwera.');
  });

  it('is not mentioned, and leaves no empty paragraph, while the site serves its films', () => {
    vi.stubEnv('NEXT_PUBLIC_MEDIA_BASE', '');
    const policy = getPrivacyPolicy();
    expect(filmCdnHost()).toBeUndefined();
    // Cloudflare serves every page and is named for that; its file storage only with the films.
    expect(JSON.stringify(policy)).not.toContain('Cloudflare R2');
    const texts = policy.sections.flatMap((s) => s.blocks).map((b) => ('text' in b ? b.text : '-'));
    expect(texts.every((t) => t.trim() !== '')).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { emptyFields, validateContact } from '@/lib/contact/fields';

import { contentDir } from './load';
import { getFormData, getFormNotice, getPrivacyPolicy, listJoin } from './privacy';
import type { Section } from './types';

const formData = getFormData();
const formNotice = getFormNotice();
const privacyPolicy = getPrivacyPolicy();

const raw = JSON.parse(readFileSync(path.join(contentDir(), 'privacy.json'), 'utf8')) as {
  sections: unknown[];
  formNotice: { text: string };
};

/** Every text of the policy as a visitor reads it, in one string. */
const policyText = [
  ...privacyPolicy.intro,
  ...privacyPolicy.sections.flatMap((s: Section) => [s.title, JSON.stringify(s)]),
].join('\n');
const clause = formNotice.text;

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
    for (const text of [clause, policyText]) {
      expect(text).toContain(formData.fields);
      expect(text.toLowerCase()).toContain('wszystkie pola są wymagane');
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
    // The right to object stands in a section of its own (art. 21 ust. 4 RODO).
    const objection = privacyPolicy.sections.find((s) => s.title === 'Prawo do sprzeciwu');
    expect(JSON.stringify(objection)).toContain('sprzeciw');
  });
});

describe('listJoin', () => {
  it('joins a Polish enumeration', () => {
    expect(listJoin(['a'])).toBe('a');
    expect(listJoin(['a', 'b'])).toBe('a i b');
    expect(listJoin(['a', 'b', 'c'])).toBe('a, b i c');
  });
});

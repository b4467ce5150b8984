import { describe, expect, it } from 'vitest';

import { LIMITS, templateParams, validateContact } from './fields';

const valid = {
  name: 'Anna Nowak',
  email: 'anna.nowak@example.pl',
  message: 'Dzień dobry, chcę zamówić sesję.',
};

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires all three fields, with Polish messages', () => {
    const errors = validateContact({ name: ' ', email: '', message: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
    expect(errors.name).toBe('Podaj imię i nazwisko.');
    expect(errors.message).toMatch(/Napisz/);
  });

  it('checks the e-mail address', () => {
    for (const email of ['anna', 'anna@', 'anna@example', 'an na@example.pl']) {
      expect(validateContact({ ...valid, email }).email).toMatch(/poprawny adres/);
    }
  });

  it('enforces the length limits', () => {
    expect(validateContact({ ...valid, name: 'x'.repeat(LIMITS.name.max + 1) }).name).toMatch(
      /najwyżej 100/,
    );
    expect(
      validateContact({ ...valid, message: 'x'.repeat(LIMITS.message.max + 1) }).message,
    ).toMatch(/najwyżej 5000/);
    expect(validateContact({ ...valid, message: 'Krótko' }).message).toMatch(/za krótka/);
  });
});

describe('templateParams', () => {
  it('sends the full name as firstName, trimmed', () => {
    expect(templateParams({ name: ' Anna Nowak ', email: ' a@b.pl ', message: ' Treść ' })).toEqual(
      {
        email: 'a@b.pl',
        firstName: 'Anna Nowak',
        message: 'Treść',
      },
    );
  });

  it('adds the chosen service for the studio, and nothing when none is chosen', () => {
    const fields = { name: 'Anna Nowak', email: 'a@b.pl', message: 'Treść' };
    expect(templateParams(fields, 'pl', 'Fotografia ślubna')).toEqual({
      email: 'a@b.pl',
      firstName: 'Anna Nowak',
      message: 'Treść',
      service: 'Fotografia ślubna',
    });
    expect(Object.keys(templateParams(fields, 'pl', ''))).toEqual([
      'email',
      'firstName',
      'message',
    ]);
    expect(templateParams(fields, 'en', 'Fotografia ślubna')).toMatchObject({
      language: 'en',
      service: 'Fotografia ślubna',
    });
  });
});

import { describe, expect, it } from 'vitest';

import { checkPayload, expectedIds } from '../../scripts/dev/email-stand-in.mjs';
import { EMAIL_CASES } from './email-cases';
import { validateContact } from './fields';
import { EMAIL_PATTERN, isValidEmail, LIMITS, normalizeEmail } from './rules.mjs';

const fields = { name: 'Anna Nowak', message: 'Dzień dobry, chcę zamówić sesję.' };

describe('the e-mail rule', () => {
  it.each(EMAIL_CASES)('$address: accepted $accepted', ({ address, accepted }) => {
    expect(isValidEmail(address)).toBe(accepted);
  });

  it.each(EMAIL_CASES)(
    '$address: the form and the local stand-in give the same verdict',
    ({ address, accepted }) => {
      const form = validateContact({ ...fields, email: address }).email;
      const ids = expectedIds({});
      const [status, text] = checkPayload(
        {
          lib_version: '4.4.1',
          user_id: ids.publicKey,
          service_id: ids.serviceId,
          template_id: ids.templateId,
          template_params: { email: address, firstName: fields.name, message: fields.message },
        },
        ids,
      );
      expect(form).toBe(
        accepted ? undefined : 'Wpisz poprawny adres e-mail, np. jan.kowalski@example.pl.',
      );
      expect([status, text]).toEqual(
        accepted ? [200, 'OK'] : [400, 'The email template parameter is invalid'],
      );
    },
  );

  it('trims ASCII whitespace and drops line breaks, as the browser does for type="email"', () => {
    expect(normalizeEmail(' \tjan@wp.pl\n ')).toBe('jan@wp.pl');
    expect(normalizeEmail('jan@w\np.pl')).toBe('jan@wp.pl');
    expect(normalizeEmail('\u00a0jan@wp.pl')).toBe('\u00a0jan@wp.pl');
  });

  it('holds labels to 63 characters and the address to 254', () => {
    const label = (n: number) => 'a'.repeat(n);
    expect(EMAIL_PATTERN.test(`jan@${label(63)}.pl`)).toBe(true);
    expect(EMAIL_PATTERN.test(`jan@${label(64)}.pl`)).toBe(false);
    const long = `${label(60)}@${[label(60), label(60), label(60), label(60)].join('.')}.pl`;
    expect(long.length).toBeGreaterThan(LIMITS.email.max);
    expect(EMAIL_PATTERN.test(long)).toBe(true);
    expect(isValidEmail(long)).toBe(false);
  });
});

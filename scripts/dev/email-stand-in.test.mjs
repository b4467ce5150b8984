import { describe, expect, it } from 'vitest';

import { checkPayload, expectedIds } from './email-stand-in.mjs';

const ids = expectedIds({});
const valid = {
  lib_version: '4.4.1',
  user_id: ids.publicKey,
  service_id: ids.serviceId,
  template_id: ids.templateId,
  template_params: { email: 'anna@example.pl', firstName: 'Anna Nowak', message: 'Dzień dobry!' },
};

describe('the local EmailJS stand-in', () => {
  it('accepts the SDK payload with the configured identifiers', () => {
    expect(checkPayload(valid, ids)).toEqual([200, 'OK']);
  });

  it('answers the provider errors for a bad payload', () => {
    expect(checkPayload(undefined, ids)[0]).toBe(400);
    expect(checkPayload({ ...valid, user_id: 'zły' }, ids)).toEqual([
      400,
      'The Public Key is invalid',
    ]);
    expect(checkPayload({ ...valid, service_id: 'x' }, ids)).toEqual([
      400,
      'The service ID is invalid',
    ]);
    expect(checkPayload({ ...valid, template_id: 'x' }, ids)).toEqual([
      400,
      'The template ID is invalid',
    ]);
    /** @param {Record<string, string>} p */
    const params = (p) =>
      checkPayload({ ...valid, template_params: { ...valid.template_params, ...p } }, ids);
    expect(params({ email: 'nie-email' })[0]).toBe(400);
    expect(params({ firstName: '' })[0]).toBe(400);
    expect(params({ message: 'x'.repeat(5001) })[0]).toBe(400);
  });

  it('refuses exactly what the form refuses (lib/contact/rules.mjs)', () => {
    /** @param {Record<string, string>} p */
    const params = (p) =>
      checkPayload({ ...valid, template_params: { ...valid.template_params, ...p } }, ids)[0];
    // A one-letter top-level domain, a one-letter name and a blank message:
    // the form refuses all three before sending.
    expect(params({ email: 'anna@example.p' })).toBe(400);
    expect(params({ firstName: 'A' })).toBe(400);
    expect(params({ message: '   ' })).toBe(400);
    expect(params({ message: 'Za krótko' })).toBe(400);
    expect(params({ message: 'Dziesięć znaków' })).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';

import { controllerIdentity } from './placeholders';

describe('the controller as the privacy texts name it', () => {
  it('is the controller alone until the studio gives its legal name', () => {
    expect(controllerIdentity({ controller: 'Jan Kowalski' })).toBe('Jan Kowalski');
  });

  it('adds the legal name of a sole trader, whose „firma” says more than the name', () => {
    expect(
      controllerIdentity({ controller: 'Jan Kowalski', legalName: 'Jan Kowalski Światłocień' }),
    ).toBe('Jan Kowalski (firma: Jan Kowalski Światłocień)');
  });

  it('does not repeat a company that is itself the controller', () => {
    expect(
      controllerIdentity({
        controller: 'Światłocień sp. z o.o.',
        legalName: 'Światłocień  Sp. z o.o.',
      }),
    ).toBe('Światłocień sp. z o.o.');
  });
});

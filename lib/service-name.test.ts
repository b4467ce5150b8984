import { describe, expect, it } from 'vitest';

import { serviceName } from './service-name';

const menu = (label: string) => ({ label, slogan: 'Slogan', order: 1 });

describe('serviceName', () => {
  it('makes the Polish name from the menu label, a proper name keeping its case', () => {
    expect(serviceName({ kind: 'foto', menu: menu('Ślubna') })).toBe('Fotografia ślubna');
    expect(serviceName({ kind: 'film', menu: menu('Case Study') })).toBe('Filmy – Case Study');
  });

  it('makes the English name from the English label, with „&” spelt out as in a sentence', () => {
    expect(serviceName({ kind: 'foto', menu: menu('Wedding'), locale: 'en' })).toBe(
      'Wedding photography',
    );
    expect(serviceName({ kind: 'foto', menu: menu('Theatre & opera'), locale: 'en' })).toBe(
      'Theatre and opera photography',
    );
    expect(serviceName({ kind: 'film', menu: menu('Brand'), locale: 'en' })).toBe('Brand films');
  });

  it('takes the file’s own full name where the studio wrote one, in either language', () => {
    const named = { kind: 'foto', menu: menu('Architecture'), locale: 'en' } as const;
    expect(serviceName({ ...named, name: 'Architectural photography' })).toBe(
      'Architectural photography',
    );
    expect(serviceName({ ...named, name: '  ' })).toBe('Architecture photography');
  });
});

import { describe, expect, it } from 'vitest';

import { renameWarning } from './english-address';

describe('the warning before an English menu name moves its page', () => {
  it('stays silent while the name makes the published address', () => {
    expect(renameWarning('/en/photography/wedding', 'Wedding')).toBeUndefined();
    // Case and spaces are the slug rule's to fold.
    expect(renameWarning('/en/photography/theatre-opera', 'Theatre  &  Opera')).toBeUndefined();
  });

  it('names the old and the new address when the name makes another one', () => {
    const warning = renameWarning('/en/photography/wedding', 'Weddings');
    expect(warning).toContain('/en/photography/wedding pod /en/photography/weddings');
    expect(warning).toMatch(/stary adres przestanie działać/);
  });

  it('says the page leaves the English site when the name is cleared', () => {
    expect(renameWarning('/en/film/brand', ' ')).toMatch(/\/en\/film\/brand zniknie/);
  });
});

import { describe, expect, it } from 'vitest';

import { menuReducer } from './menu-state';

describe('menuReducer', () => {
  it('opens a closed submenu and closes it on a second click', () => {
    const open = menuReducer(null, { type: 'toggle', menu: 'foto' });
    expect(open).toBe('foto');
    expect(menuReducer(open, { type: 'toggle', menu: 'foto' })).toBeNull();
  });

  it('switches from one submenu to the other', () => {
    expect(menuReducer('foto', { type: 'toggle', menu: 'film' })).toBe('film');
    expect(menuReducer('film', { type: 'open', menu: 'foto' })).toBe('foto');
  });

  it('closes whatever is open', () => {
    expect(menuReducer('film', { type: 'close' })).toBeNull();
    expect(menuReducer(null, { type: 'close' })).toBeNull();
  });
});

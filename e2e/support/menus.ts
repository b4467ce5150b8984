import type { Locator, Page } from '@playwright/test';

/**
 * The menu toggles as a QA team finds them: buttons by their Polish names
 * (after hydration they are <button aria-expanded aria-controls>).
 */
export const mainNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Główna' });

export const mobileNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Menu mobilne' });

/** A submenu or accordion toggle ('Fotografia', 'Film') inside a navigation. */
export const menuToggle = (scope: Locator, label: string) =>
  scope.getByRole('button', { name: label, exact: true });

/** The phone's full-screen menu toggle: 'Menu', or 'Zamknij menu' while open. */
export const phoneMenuToggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Menu|Zamknij menu)$/ });

/** The panel a toggle controls, found through its aria-controls. */
export async function controlledPanel(toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute('aria-controls');
  if (!id) throw new Error('The toggle controls no panel (aria-controls missing).');
  return toggle.page().locator(`[id="${id}"]`);
}

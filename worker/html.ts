// What the Worker's own pages share (the sign-in popup, the notice pages of
// worker/site/notice-page.ts): escaping, the hash a policy allows a constant
// script or style by, and the site's Polish line-breaking.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A constant script's or style's source as a policy allows it: `'sha256-…'`. */
export async function sourceHash(source: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  let text = '';
  for (const b of new Uint8Array(digest)) text += String.fromCharCode(b);
  return `'sha256-${btoa(text)}'`;
}

/**
 * Polish line-breaking, as lib/typography.ts does for the site: a one-letter
 * word („w”, „i”, „z”) stays on the line of the word after it.
 */
export const typeset = (text: string): string =>
  text.replace(/(?<![\p{L}\p{N}.\-–@/'’])(\p{L})[ ]+(?=\S)/gu, '$1\u00a0');

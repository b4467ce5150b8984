// The film field's look (film-field.ts adds it once, when a field first
// shows): its own rules, in Sveltia CMS's theme variables, so it matches the
// fields around it in the light and the dark theme. Apart from
// film-field-parts.ts: these rules change with the field's look, the pieces
// there with what it does.
// cspell:ignore hsl -- a CSS colour function

// Sveltia's own theme variables, so the field looks like its neighbours (light and dark).
const STYLE =
  '.film-master{display:grid;gap:12px;padding:4px 0}' +
  '.film-master p{margin:0}' +
  '.film-master .actions{display:flex;flex-wrap:wrap;gap:8px}' +
  '.film-master button{min-height:44px;padding:8px 16px;border-radius:var(--sui-control-medium-border-radius,6px);' +
  'border:1px solid var(--sui-secondary-border-color,currentColor);background:transparent;color:inherit;' +
  'font:inherit;cursor:pointer;touch-action:manipulation}' +
  '.film-master button.primary{background:var(--sui-primary-accent-color,#1d4ed8);' +
  'border-color:var(--sui-primary-accent-color,#1d4ed8);color:var(--sui-primary-accent-color-inverted,#fff)}' +
  '.film-master button:disabled{opacity:.5;cursor:default}' +
  '.film-master button:focus-visible{outline:var(--sui-focus-ring-width,2px) solid ' +
  'var(--sui-focus-ring-color,#60a5fa);outline-offset:2px}' +
  '.film-master progress{appearance:none;width:100%;height:16px;border:0;border-radius:8px;overflow:hidden;' +
  'background:var(--sui-secondary-border-color,#ccc)}' +
  '.film-master progress::-webkit-progress-bar{background:var(--sui-secondary-border-color,#ccc)}' +
  '.film-master progress::-webkit-progress-value{background:var(--sui-primary-accent-color,#1d4ed8)}' +
  '.film-master progress::-moz-progress-bar{background:var(--sui-primary-accent-color,#1d4ed8)}' +
  '.film-master .notice{font-weight:600}' +
  '.film-master .warning{padding:8px 12px;border-left:4px solid hsl(var(--sui-warning-color-hue,35) 80% 45%);' +
  'background:hsl(var(--sui-warning-color-hue,35) 80% 50% / .12)}' +
  '.film-master .error{padding:8px 12px;border-left:4px solid var(--sui-error-border-color,#dc2626);' +
  'background:var(--sui-error-background-color,rgba(220,38,38,.12));color:var(--sui-error-foreground-color,inherit)}' +
  '.film-master ul{list-style:none;margin:0;padding:0;display:grid;gap:6px;max-height:320px;overflow:auto}' +
  '.film-master li button{width:100%;text-align:left}' +
  '.film-master .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

/** The rules, in the page's head, once for every film field. */
export function addStyle(): void {
  if (document.getElementById('film-master-style')) return;
  const style = document.createElement('style');
  style.id = 'film-master-style';
  style.textContent = STYLE;
  document.head.append(style);
}

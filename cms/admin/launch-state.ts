// cspell:ignore noopener -- a link relation, not copy
// What the launch panel says about the live site, beside its list: public or
// still before the launch (the Worker's /oauth/health), which version is live
// (its commit and time: after a rollback, the older one), and before the
// launch the link to the private Preview of the whole site, which the
// Publish workflow posts as a commit status on main (docs/deploy.md).
import { PRELAUNCH_CONTEXT } from '@/lib/status-contexts';
import { typeset } from '@/lib/typography';

import { signedInToken } from './film-service';
import { el } from './launch-list';

export interface LiveState {
  readonly site: 'prelaunch' | 'public';
  readonly version: { readonly commit: string | null; readonly published: string | null };
}

const isLiveState = (value: unknown): value is LiveState =>
  typeof value === 'object' &&
  value !== null &&
  'site' in value &&
  (value.site === 'prelaunch' || value.site === 'public') &&
  'version' in value &&
  typeof value.version === 'object';

/** The live Worker's own word; none where there is no Worker (`npm run cms`). */
export async function liveState(): Promise<LiveState | undefined> {
  try {
    const response = await fetch('/oauth/health', { cache: 'no-store' });
    const body: unknown = await response.json();
    return isLiveState(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** The editor's backend as /admin/config.yml has it (JSON under one comment line). */
async function backend() {
  const text = await (await fetch('/admin/config.yml', { cache: 'no-store' })).text();
  const config = JSON.parse(text.slice(text.indexOf('{'))) as {
    backend?: { repo?: string; api_root?: string };
  };
  return { repo: config.backend?.repo, api: config.backend?.api_root ?? 'https://api.github.com' };
}

/** Before the launch: the private Preview's address, once signed in; none otherwise. */
export async function prelaunchLink(): Promise<string | undefined> {
  const token = signedInToken();
  if (!token) return undefined;
  try {
    const { repo, api } = await backend();
    if (!repo) return undefined;
    const response = await fetch(`${api}/repos/${repo}/commits/main/status`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
    });
    const body = (await response.json()) as {
      statuses?: { context?: string; state?: string; target_url?: string }[];
    };
    const status = body.statuses?.find(
      (s) => s.context === PRELAUNCH_CONTEXT && s.state === 'success',
    );
    return status?.target_url?.startsWith('https://') ? status.target_url : undefined;
  } catch {
    return undefined;
  }
}

const DAY = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'Europe/Warsaw' });
const HOUR = new Intl.DateTimeFormat('pl-PL', { timeStyle: 'short', timeZone: 'Europe/Warsaw' });
/** „1 grudnia 2026 o 14:02”: Intl joins the two without the „o” Polish puts between them. */
const when = (date: Date) => `${DAY.format(date)} o ${HOUR.format(date)}`;

/**
 * The panel's first lines: where the site stands, and what the next
 * „Opublikuj” does; one live region, as they arrive after the list.
 */
export function stateLines(state: LiveState, link: string | undefined) {
  const lines: Node[] = [];
  const say = (text: string) => lines.push(el('p', {}, [typeset(text)]));
  if (state.site === 'public') say('Strona jest publiczna.');
  else {
    say(
      'Strona jeszcze nie jest publiczna: odwiedzający widzą zapowiedź „Strona w przygotowaniu”. Gdy ta lista będzie pusta, następne „Opublikuj” otworzy stronę dla wszystkich.',
    );
    if (link) {
      const anchor = el('a', { href: link, target: '_blank', rel: 'noopener' }, [
        'Podgląd całej strony przed startem',
      ]);
      lines.push(el('p', {}, [anchor, typeset(' (link prywatny, ważny 30 dni od publikacji)')]));
    }
  }
  const { commit, published } = state.version;
  if (commit && published) {
    say(
      `Na stronie jest wersja opublikowana ${when(new Date(published))} (${commit.slice(0, 7)}).`,
    );
  }
  return el('div', { role: 'status', class: 'launch-state' }, lines);
}

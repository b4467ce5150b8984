// /oauth/health: what this deployment of the Worker lacks, in Polish, for the
// studio's setup guide and the setup check (scripts/release/setup-check.ts).
// It names settings, never their values, and says which version is live.
import { type Env } from '../env';

/** A setting the Worker needs, where it comes from, and what fails without it. */
const NEEDS = {
  GITHUB_CLIENT_ID:
    'Brak identyfikatora aplikacji GitHub (zmienna GITHUB_CLIENT_ID w ustawieniach repozytorium): logowanie do edytora nie działa.',
  GITHUB_CLIENT_SECRET:
    'Brak sekretu aplikacji GitHub (sekret GITHUB_CLIENT_SECRET w środowisku „production” repozytorium): logowanie do edytora nie działa.',
  CMS_REPO:
    'Brak nazwy repozytorium, do którego edytor zapisuje zmiany (CMS_REPO): logowanie do edytora nie działa.',
} as const satisfies Partial<Record<keyof Env, string>>;

const FILMS_OFF =
  'Przesyłanie filmów z edytora jest wyłączone (brak FILMS_S3_ENDPOINT): ustawia je publikacja, gdy na koncie Cloudflare jest włączone R2 (krok 3 przewodnika).';

export interface HealthReport {
  /** The editor's sign-in can work: every setting it needs is there. */
  ok: boolean;
  /** "prelaunch": only the editor is open, the public sees „coming soon”. */
  site: 'prelaunch' | 'public';
  /** The commit and the time of the live version (set by the Publish workflow). */
  version: { commit: string | null; published: string | null };
  /** The names of the missing settings, and what each stops, in Polish. */
  missing: string[];
  messages: string[];
  films: boolean;
}

export function healthReport(env: Env): HealthReport {
  const missing = (Object.keys(NEEDS) as (keyof typeof NEEDS)[]).filter((name) => !env[name]);
  const films = Boolean(env.FILMS_S3_ENDPOINT);
  return {
    ok: missing.length === 0,
    site: env.SITE_STATE === 'prelaunch' ? 'prelaunch' : 'public',
    version: { commit: env.SITE_COMMIT || null, published: env.SITE_PUBLISHED || null },
    missing,
    messages: [...missing.map((name) => NEEDS[name]), ...(films ? [] : [FILMS_OFF])],
    films,
  };
}

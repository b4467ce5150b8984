// What the studio sets up once, as data: the setup guide (docs/setup.md,
// held to this by scripts/ci/docs.test.mjs), the setup check and the
// workflow rules test all read it here.

/** The one GitHub environment: the Cloudflare token and the sign-in's secret, for main's workflows only. */
export const PRODUCTION_ENVIRONMENT = {
  name: 'production',
  branches: ['main'],
  secrets: ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'GITHUB_CLIENT_SECRET'],
} as const;

/** The repository's variables (Settings → Secrets and variables → Actions → Variables). */
export const REPOSITORY_VARIABLES = [
  'SITE_URL',
  'GITHUB_CLIENT_ID',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_PUBLIC_KEY',
] as const;

/**
 * The setup guide's steps, in order (docs/setup.md has one section each,
 * „## N. title”, held by scripts/ci/docs.test.mjs); the setup check names
 * them by number.
 */
export const SETUP_STEPS = [
  { id: 'repository', title: 'Repozytorium w serwisie GitHub' },
  { id: 'cloudflare', title: 'Konto Cloudflare, domena i adres workers.dev' },
  { id: 'r2', title: 'Włączenie R2' },
  { id: 'token', title: 'Token Cloudflare' },
  { id: 'oauth', title: 'Aplikacja GitHub do logowania' },
  { id: 'emailjs', title: 'Formularz kontaktowy: EmailJS' },
  { id: 'environment', title: 'Środowisko „production” i jego sekrety' },
  { id: 'variables', title: 'Zmienne repozytorium' },
  { id: 'check', title: 'Sprawdzenie konfiguracji' },
  { id: 'publish', title: 'Pierwsza publikacja' },
  { id: 'launch-list', title: 'Lista przed startem w edytorze' },
  { id: 'launch', title: 'Start strony' },
] as const;

export type SetupStep = (typeof SETUP_STEPS)[number]['id'];

/** „krok 7”, „kroki 5 i 7”: the guide's numbers for steps by id. */
export function steps(...ids: SetupStep[]) {
  const numbers = ids.map((id) => SETUP_STEPS.findIndex((s) => s.id === id) + 1);
  if (numbers.length === 1) return `krok ${numbers[0]}`;
  return `kroki ${numbers.slice(0, -1).join(', ')} i ${numbers.at(-1)}`;
}

import type { Pulls } from './pulls';
import type { Repository } from './repository';

/** The stand-in's OAuth app, repository and the one account that may sign in. */
export const CLIENT_ID = 'klient-testowy';
export const CLIENT_SECRET = 'sekret-ktory-nie-opuszcza-serwera';
export const TOKEN = 'gho_token_testowy';
export const REPO = 'studio/strona';
export const USER = {
  login: 'studio',
  id: 1001,
  nodeId: 'U_kgDOstudio',
  name: 'Studio Światłocień',
  email: 'studio@swiatlocien.pl',
} as const;

/** A commit status, as the preview workflow posts it (`POST …/statuses/{sha}`). */
export interface CommitStatus {
  readonly context: string;
  readonly state: 'error' | 'failure' | 'pending' | 'success';
  readonly targetUrl?: string;
  readonly description?: string;
}

/** What every part of the stand-in reads and changes. */
export interface HostState {
  /** Where it listens, e.g. http://127.0.0.1:5020 (GitHub Enterprise Server's layout). */
  readonly url: string;
  readonly owner: string;
  readonly name: string;
  readonly repo: Repository;
  readonly pulls: Pulls;
  /** Each commit's statuses by context, the newest of each context only (as GitHub shows them). */
  readonly statuses: Map<string, Map<string, CommitStatus>>;
}

/** The account as GitHub's REST API shows a user. */
export function restUser(url: string) {
  return {
    login: USER.login,
    id: USER.id,
    node_id: USER.nodeId,
    avatar_url: `${url}/avatars/${USER.login}`,
    html_url: `${url}/${USER.login}`,
    type: 'User',
    site_admin: false,
    name: USER.name,
    email: USER.email,
  };
}

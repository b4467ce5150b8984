/**
 * The local stand-in of GitHub the editor's tests run against (e2e/support/git-host/):
 * OAuth, the REST and GraphQL calls the editor makes, over a throwaway Git repository.
 */
export { startGitHost, type GitHost } from './git-host/server';
export { CLIENT_ID, CLIENT_SECRET, REPO, TOKEN, USER } from './git-host/state';

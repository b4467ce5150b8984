#!/usr/bin/env bash
# Makes an uploaded release the live site, on the server (called over SSH by
# .github/workflows/deploy.yml; docs/deploy.md, "Publishing").
#
#   activate-release.sh ROOT RELEASE_ID
#
# ROOT/releases/RELEASE_ID/ holds site/ (out/ of `npm run build`) and nginx/
# (deploy/nginx/ with generated/csp.conf of the same build). ROOT/current is a
# symlink to the live release; /var/www/swiatlocien links to ROOT/current/site
# and /etc/nginx/swiatlocien to ROOT/current/nginx, so the pages and their
# Content-Security-Policy map always come from one build.
#
# The switch is one rename of a symlink. If nginx rejects the new
# configuration, the link goes back to the previous release before anything
# is reloaded, so a broken release never replaces the live one.
set -euo pipefail

root=${1:?usage: activate-release.sh ROOT RELEASE_ID}
id=${2:?usage: activate-release.sh ROOT RELEASE_ID}
nginx_test=${DEPLOY_NGINX_TEST:-sudo nginx -t}
nginx_reload=${DEPLOY_NGINX_RELOAD:-sudo systemctl reload nginx}
oauth_restart=${DEPLOY_OAUTH_RESTART:-sudo systemctl try-restart swiatlocien-oauth}
keep=${DEPLOY_KEEP_RELEASES:-5}
release="$root/releases/$id"

for required in site/index.html site/404.html nginx/site.conf nginx/generated/csp.conf; do
  if [ ! -f "$release/$required" ]; then
    echo "Release $id is incomplete ($required missing); the live site is unchanged." >&2
    exit 1
  fi
done

previous=$(readlink "$root/current" 2>/dev/null || true)

point_current_at() {
  ln -sfn "$1" "$root/current.next"
  mv -T "$root/current.next" "$root/current"
}

point_current_at "releases/$id"
if ! $nginx_test; then
  if [ -n "$previous" ]; then point_current_at "$previous"; else rm -f "$root/current"; fi
  echo "nginx rejected release $id; back on ${previous:-no release}." >&2
  exit 1
fi
$nginx_reload
# The editor's sign-in service runs from current/oauth/ (deploy/systemd/):
# restarted onto this release's copy when the release brings one.
if [ -f "$release/oauth/server.mjs" ] && ! $oauth_restart; then
  echo "Warning: the sign-in service did not restart; the editor's login may fail." >&2
fi
echo "Live: release $id (was ${previous:-none})."

# Keep the newest releases (the live one always) for a quick manual rollback.
# shellcheck disable=SC2012 # release ids are commit hashes: no odd characters
ls -1t "$root/releases" | tail -n +"$((keep + 1))" | while read -r old; do
  [ "releases/$old" = "releases/$id" ] || rm -rf "${root:?}/releases/$old"
done

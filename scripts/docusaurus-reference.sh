#!/usr/bin/env bash
# Docusaurus 3.8.1 itself, as the reference gosaurus is measured against. It is installed into
# bench/.scratch, never into the project's dependencies; webpack 5.99.9 is pinned beside it
# because newer webpack rejects the options 3.8.1's progress bar passes.
#
#   docusaurus-reference.sh install
#   docusaurus-reference.sh prepare <siteDir>     copy a site next to the install; prints its path
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$root/bench/.scratch

install() {
  mkdir -p "$scratch"
  if [ -f "$scratch/node_modules/@docusaurus/core/package.json" ]; then
    # Plugins fixture sites use that came after the first install.
    if [ ! -f "$scratch/node_modules/@docusaurus/plugin-client-redirects/package.json" ]; then
      (cd "$scratch" && npm install --no-audit --no-fund --loglevel=error @docusaurus/plugin-client-redirects@3.8.1 >&2)
    fi
    return
  fi
  echo "installing Docusaurus 3.8.1 into bench/.scratch (not a project dependency)…" >&2
  # A package.json of its own, so that npm installs here and not into the project above.
  [ -f "$scratch/package.json" ] || echo '{"name": "gosaurus-reference", "private": true}' > "$scratch/package.json"
  (cd "$scratch" && npm install --no-audit --no-fund --loglevel=error \
    @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1 @docusaurus/faster@3.8.1 \
    @docusaurus/plugin-client-redirects@3.8.1 \
    webpack@5.99.9 react@19 react-dom@19 >&2)
}

prepare() {
  local site=$1 name copy
  name=$(basename "$(cd "$site" && pwd)")
  copy=$scratch/sites/$name
  rm -rf "$copy" && mkdir -p "$copy"
  (cd "$site" && tar --exclude=./build --exclude=./golden --exclude=./node_modules --exclude=./.gosaurus-cache -cf - .) | (cd "$copy" && tar -xf -)
  ln -sfn "$scratch/node_modules" "$copy/node_modules"
  echo "$copy"
}

case "${1:-}" in
  install) install ;;
  prepare) install; prepare "$2" ;;
  *) echo "usage: $0 install | prepare <siteDir>" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# make compat: builds website/ and every fixture site in testdata/sites and testdata/npm-sites
# with gosaurus and with Docusaurus 3.8.1, and compares each pair with `gosaurus diff`. A site's
# known differences are listed, with reasons, in testdata/compat/<site>.allow.
#
# The sites of testdata/npm-sites need packages of their own (their package.json): gosaurus
# builds a temporary copy with them installed, as a user's folder would have them, and the
# Docusaurus copy gets them beside the reference (scripts/docusaurus-reference.sh). When npm
# cannot install them (no registry), the site is skipped, not failed.
#
#   scripts/compat.sh [siteDir...]     every site, or the ones named
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
summary=""
row() { summary+="| $1 | $2 | $3 | $4 |"$'\n'; }
sites=("$@")
[ $# -gt 0 ] || sites=(website testdata/sites/*/ testdata/npm-sites/*/)
for site in "${sites[@]}"; do
  site=${site%/}
  name=$(basename "$site")
  echo "== $name"
  tmp=$(mktemp -d)
  ours=$tmp/build
  src=$site
  if [ "$(basename "$(dirname "$site")")" = npm-sites ]; then
    src=$tmp/$name
    cp -r "$site" "$src"
    if ! (cd "$src" && npm install --no-package-lock --no-audit --no-fund --ignore-scripts --loglevel=error >"$tmp/npm.log" 2>&1); then
      echo "npm could not install the packages of $site (no registry?); skipped"
      row "$name" - - skipped; rm -rf "$tmp"; continue
    fi
  fi
  if ! ./gosaurus build "$src" --out-dir "$ours" >/dev/null; then
    echo "gosaurus could not build $site"; status=1; row "$name" - - failed; continue
  fi
  copy=$(./scripts/docusaurus-reference.sh prepare "$site")
  case $? in
    0) ;;
    3) echo "$name skipped"; row "$name" - - skipped; continue ;;
    *) echo "could not prepare $site for Docusaurus"; status=1; row "$name" - - failed; continue ;;
  esac
  # The sites share one node_modules, so webpack's persistent cache in it would mix them up.
  if ! (cd "$copy" && DOCUSAURUS_NO_PERSISTENT_CACHE=1 ./node_modules/.bin/docusaurus build --out-dir "$copy/build" >/dev/null 2>"$copy/docusaurus.log"); then
    echo "Docusaurus could not build $site:"; tail -20 "$copy/docusaurus.log"; status=1; row "$name" - - failed; continue
  fi
  allow=()
  [ -f "testdata/compat/$name.allow" ] && allow=(--allow "testdata/compat/$name.allow")
  report=$(./gosaurus diff "${allow[@]}" "$ours" "$copy/build")
  code=$?
  echo "$report"
  [ $code -eq 0 ] || status=1
  row "$name" "$(echo "$report" | sed -n 's/^routes matched: \([0-9]*\).*/\1/p')" \
    "$(echo "$report" | sed -n 's/^fields matched: \([0-9]* of [0-9]*\).*/\1/p')" \
    "$([ $code -eq 0 ] && echo same || echo differs)"
  rm -rf "$tmp"
done
echo
echo "| site | routes matched | fields matched | result |"
echo "|---|---:|---:|---|"
printf '%s' "$summary"
exit $status

#!/usr/bin/env bash
# make compat: builds website/ and every fixture site in testdata/sites with gosaurus and with
# Docusaurus 3.8.1, and compares each pair with `gosaurus diff`. A site's known differences are
# listed, with reasons, in testdata/compat/<site>.allow.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
status=0
summary=""
for site in website testdata/sites/*/; do
  site=${site%/}
  name=$(basename "$site")
  echo "== $name"
  ours=$(mktemp -d)/build
  if ! ./gosaurus build "$site" --out-dir "$ours" >/dev/null; then
    echo "gosaurus could not build $site"; status=1; continue
  fi
  copy=$(./scripts/docusaurus-reference.sh prepare "$site")
  # The sites share one node_modules, so webpack's persistent cache in it would mix them up.
  if ! (cd "$copy" && DOCUSAURUS_NO_PERSISTENT_CACHE=1 ./node_modules/.bin/docusaurus build --out-dir "$copy/build" >/dev/null 2>"$copy/docusaurus.log"); then
    echo "Docusaurus could not build $site:"; tail -20 "$copy/docusaurus.log"; status=1; continue
  fi
  allow=()
  [ -f "testdata/compat/$name.allow" ] && allow=(--allow "testdata/compat/$name.allow")
  report=$(./gosaurus diff "${allow[@]}" "$ours" "$copy/build")
  code=$?
  echo "$report"
  [ $code -eq 0 ] || status=1
  summary+="| $name | $(echo "$report" | sed -n 's/^routes matched: \([0-9]*\).*/\1/p') | $(echo "$report" | sed -n 's/^fields matched: \([0-9]* of [0-9]*\).*/\1/p') | $([ $code -eq 0 ] && echo same || echo differs) |"$'\n'
done
echo
echo "| site | routes matched | fields matched | result |"
echo "|---|---:|---:|---|"
printf '%s' "$summary"
exit $status

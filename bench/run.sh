#!/usr/bin/env bash
# make bench: builds website/ with gosaurus and with Docusaurus 3.8.1 (webpack, and Rspack via
# @docusaurus/faster), cold and warm, in one run on this machine, and prints the ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
results=$root/bench/results
mkdir -p "$results"
out=$results/website.jsonl
: > "$out"
measure() { go run ./bench/measure "$@" | tee -a "$out"; }

echo "== gosaurus (cold process each run)"
measure -name gosaurus -runs 7 -- "$root/gosaurus" build website >/dev/null

if [ "${BENCH_SKIP_DOCUSAURUS:-}" != 1 ]; then
  site=$(./scripts/docusaurus-reference.sh prepare website)
  cat > "$site/faster.config.js" <<'JS'
const base = require('./docusaurus.config.js');
module.exports = { ...base, future: { ...(base.future || {}), experimental_faster: true, v4: true } };
JS
  docusaurus=$site/node_modules/.bin/docusaurus
  clean='rm -rf .docusaurus build node_modules/.cache'
  echo "== Docusaurus 3.8.1, webpack"
  measure -name docusaurus-webpack-cold -runs 1 -dir "$site" -before "$clean" -- "$docusaurus" build >/dev/null
  measure -name docusaurus-webpack-warm -runs 2 -dir "$site" -- "$docusaurus" build >/dev/null
  echo "== Docusaurus 3.8.1, @docusaurus/faster (Rspack)"
  measure -name docusaurus-faster-cold -runs 1 -dir "$site" -before "$clean" -- "$docusaurus" build --config faster.config.js >/dev/null
  measure -name docusaurus-faster-warm -runs 2 -dir "$site" -- "$docusaurus" build --config faster.config.js >/dev/null
fi

node bench/report.mjs "$out"

# Offline search: index size per 1,000 pages and median query time in chromium, on a synthetic
# site of BENCH_SEARCH_PAGES pages (its build takes minutes on a small machine).
echo
./scripts/ensure-chromium.sh
node bench/search.mjs "${BENCH_SEARCH_PAGES:-1000}"

# Lighthouse on three pages of website/ (installed into bench/.scratch, not the project).
[ -f bench/.scratch/node_modules/lighthouse/package.json ] || \
  (mkdir -p bench/.scratch && cd bench/.scratch && { [ -f package.json ] || echo '{"name": "gosaurus-reference", "private": true}' > package.json; } && \
   npm install --no-audit --no-fund --loglevel=error lighthouse@13.5.0)
node bench/lighthouse.mjs

# The dev loop: save a doc of a copy of website/ under `gosaurus start`, time until chromium
# shows the new text.
node bench/devloop.mjs website docs/resources/yup.md 7

#!/usr/bin/env bash
# make bench: builds website/ with gosaurus and with Docusaurus 3.8.1 (webpack, and Rspack via
# @docusaurus/faster), cold and warm, in one run on this machine, and prints the ratios.
# Docusaurus is installed into bench/.scratch, never into the project's own dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scratch=$root/bench/.scratch
results=$root/bench/results
mkdir -p "$results"
out=$results/website.jsonl
: > "$out"
measure() { go run ./bench/measure "$@" | tee -a "$out"; }

echo "== gosaurus (cold process each run)"
measure -name gosaurus -runs 7 -- "$root/gosaurus" build website >/dev/null

if [ "${BENCH_SKIP_DOCUSAURUS:-}" != 1 ]; then
  echo "== installing Docusaurus 3.8.1 into bench/.scratch (not a project dependency)"
  mkdir -p "$scratch"
  if [ ! -f "$scratch/node_modules/@docusaurus/core/package.json" ]; then
    # A package.json of its own, so that npm installs here and not into the project above.
    [ -f "$scratch/package.json" ] || echo '{"name": "gosaurus-bench-reference", "private": true}' > "$scratch/package.json"
    (cd "$scratch" && npm install --no-audit --no-fund --loglevel=error \
       @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1 @docusaurus/faster@3.8.1 \
       webpack@5.99.9 react@19 react-dom@19 >/dev/null)
  fi
  rm -rf "$scratch/site" && mkdir -p "$scratch/site"
  cp -r website/docs website/static website/src website/sidebars.js website/docusaurus.config.js "$scratch/site/"
  ln -sfn "$scratch/node_modules" "$scratch/site/node_modules"
  cat > "$scratch/site/faster.config.js" <<'JS'
const base = require('./docusaurus.config.js');
module.exports = { ...base, future: { ...(base.future || {}), experimental_faster: true, v4: true } };
JS
  docusaurus=$scratch/node_modules/.bin/docusaurus
  clean='rm -rf .docusaurus build node_modules/.cache'
  echo "== Docusaurus 3.8.1, webpack"
  measure -name docusaurus-webpack-cold -runs 1 -dir "$scratch/site" -before "$clean" -- "$docusaurus" build >/dev/null
  measure -name docusaurus-webpack-warm -runs 2 -dir "$scratch/site" -- "$docusaurus" build >/dev/null
  echo "== Docusaurus 3.8.1, @docusaurus/faster (Rspack)"
  measure -name docusaurus-faster-cold -runs 1 -dir "$scratch/site" -before "$clean" -- "$docusaurus" build --config faster.config.js >/dev/null
  measure -name docusaurus-faster-warm -runs 2 -dir "$scratch/site" -- "$docusaurus" build --config faster.config.js >/dev/null
fi

node bench/report.mjs "$out"

#!/usr/bin/env bash
# make bench: builds website/ with gosaurus and with Docusaurus 3.8.1 (webpack, and Rspack via
# @docusaurus/faster), cold and warm, in one run on this machine, and prints the ratios; then
# page weight, and synthetic sites of BENCH_SCALE_PAGES pages (default 1000 5000 10000) with
# gosaurus and, at BENCH_DOCUSAURUS_PAGES (default 1000 5000 10000), with Docusaurus Faster for
# the ratio at each size.
# bench/report.mjs writes bench/results/results.json, results.md, scale.svg and docs/performance.md's table.
# BENCH_SKIP_DOCUSAURUS=1 skips every Docusaurus build; BENCH_SKIP_SEARCH=1 the search bench.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
results=$root/bench/results
mkdir -p "$results"
out=$results/website.jsonl
scale=$results/scale.jsonl
weight=$results/weight.jsonl
: > "$out"
: > "$scale"
: > "$weight"
page=getting-started/index.html # the doc page whose weight is measured
measure() { go run ./bench/measure "$@" | tee -a "$out"; }

echo "== gosaurus: cold (no build cache), then warm (the cache of the run before)"
measure -name gosaurus-cold -runs 7 -before "rm -rf website/.gosaurus-cache" -- "$root/gosaurus" build website >/dev/null
# Cold builds keep build/ from the run before, as a user's do (and Docusaurus's warm builds):
# gosaurus links the files whose bytes it already holds instead of writing them. Without it:
measure -name gosaurus-cold-no-build-folder -runs 5 -before "rm -rf website/.gosaurus-cache website/build" -- "$root/gosaurus" build website >/dev/null
# React is bundled once per installation (bundle/vendor.go), by the first build after npm ci:
measure -name gosaurus-cold-first-after-install -runs 3 -before "rm -rf website/.gosaurus-cache node_modules/.cache/gosaurus" -- "$root/gosaurus" build website >/dev/null
measure -name gosaurus-warm -runs 7 -- "$root/gosaurus" build website >/dev/null

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
  # The headline ratio, gosaurus cold against Faster warm, from builds taken in turns: this
  # machine's speed drifts over minutes, and each tool timed in a stretch of its own measured
  # the drift as much as the tool. bench/report.mjs takes the median of the pairs' ratios.
  # Each build starts after a sync (not timed), so that neither pays for writing back what
  # the other one wrote just before it (100-200 ms of gosaurus's 1,000-page build otherwise).
  for _ in 1 2 3 4 5; do
    measure -name docusaurus-faster-warm -runs 1 -dir "$site" -before sync -- "$docusaurus" build --config faster.config.js >/dev/null
    measure -name gosaurus-cold-in-turns -runs 1 -before "sync; rm -rf website/.gosaurus-cache" -- "$root/gosaurus" build website >/dev/null
  done
  node bench/weight.mjs docusaurus "$site/build" "$page" | tee -a "$weight"
fi
node bench/weight.mjs gosaurus website/build "$page" | tee -a "$weight"

echo "== synthetic sites"
for n in ${BENCH_SCALE_PAGES:-1000 5000 10000}; do
  dir=$root/bench/.scratch/gensite-$n
  [ -d "$dir" ] || go run ./bench/gensite -pages "$n" -out "$dir"
  go run ./bench/measure -name gosaurus -runs 1 -before "rm -rf '$dir/.gosaurus-cache'" -- "$root/gosaurus" build "$dir" | sed "s/^{/{\"pages\":$n,/" | tee -a "$scale"
done
if [ "${BENCH_SKIP_DOCUSAURUS:-}" != 1 ]; then
  for n in ${BENCH_DOCUSAURUS_PAGES:-1000 5000 10000}; do
    dir=$root/bench/.scratch/gensite-$n
    [ -d "$dir" ] || go run ./bench/gensite -pages "$n" -out "$dir"
    site=$(./scripts/docusaurus-reference.sh prepare "$dir")
    cat > "$site/faster.config.js" <<'JS'
const base = require('./docusaurus.config.js');
module.exports = { ...base, future: { ...(base.future || {}), experimental_faster: true, v4: true } };
JS
    echo "== Docusaurus 3.8.1 Faster at $n pages (a cold build fills the cache; the warm one is measured)"
    # A build that fails (out of memory, or past the time limit) is recorded with how it failed.
    limit=${BENCH_DOCUSAURUS_TIMEOUT:-2400}
    status=0
    (cd "$site" && rm -rf .docusaurus build node_modules/.cache && \
      timeout "$limit" node_modules/.bin/docusaurus build --config faster.config.js >"$site.cold.log" 2>&1) || status=$?
    if [ "$status" = 0 ]; then
      go run ./bench/measure -name docusaurus-faster-warm -runs 1 -dir "$site" -before sync -- timeout "$limit" "$site/node_modules/.bin/docusaurus" build --config faster.config.js \
        | sed "s/^{/{\"pages\":$n,/" | tee -a "$scale" || status=$?
    fi
    # At BENCH_IN_TURNS_PAGES (default 1000), three pairs taken in turns, a gosaurus cold build
    # after each Faster warm one, for a ratio that the machine's drift does not make (as for
    # website/); the first Faster warm build is the one above.
    if [ "$status" = 0 ] && [ "$n" = "${BENCH_IN_TURNS_PAGES:-1000}" ]; then
      for i in 1 2 3; do
        go run ./bench/measure -name gosaurus-in-turns -runs 1 -before "sync; rm -rf '$dir/.gosaurus-cache'" -- "$root/gosaurus" build "$dir" | sed "s/^{/{\"pages\":$n,/" | tee -a "$scale"
        # A Faster build that fails here leaves a pair short: report.mjs then takes one build each.
        [ "$i" = 3 ] || go run ./bench/measure -name docusaurus-faster-warm -runs 1 -dir "$site" -before sync -- timeout "$limit" "$site/node_modules/.bin/docusaurus" build --config faster.config.js \
          | sed "s/^{/{\"pages\":$n,/" | tee -a "$scale" || true
      done
    fi
    if [ "$status" != 0 ]; then
      case $status in
        124) why="stopped after ${limit} s" ;;
        137) why="killed (out of memory?)" ;;
        *) why="exit status $status; last line: $(tail -n 1 "$site.cold.log" | tr -d '"\\' | cut -c1-160)" ;;
      esac
      echo "{\"pages\":$n,\"name\":\"docusaurus-faster-warm\",\"failed\":\"$why\"}" | tee -a "$scale"
    fi
    rm -rf "$site/build" "$site/.docusaurus" # a 10,000-page build holds gigabytes
  done
fi

# Offline search: index size per 1,000 pages and median query time in chromium, on a synthetic
# site of BENCH_SEARCH_PAGES pages (its build takes minutes on a small machine).
if [ "${BENCH_SKIP_SEARCH:-}" != 1 ]; then
  echo
  ./scripts/ensure-chromium.sh
  node bench/search.mjs "${BENCH_SEARCH_PAGES:-1000}"
fi

# Lighthouse on three pages of website/ (installed into bench/.scratch, not the project).
[ -f bench/.scratch/node_modules/lighthouse/package.json ] || \
  (mkdir -p bench/.scratch && cd bench/.scratch && { [ -f package.json ] || echo '{"name": "gosaurus-reference", "private": true}' > package.json; } && \
   npm install --no-audit --no-fund --loglevel=error lighthouse@13.5.0)
node bench/lighthouse.mjs

# The dev loop: save a doc of a copy of website/ under `gosaurus start`, time until chromium
# shows the new text.
node bench/devloop.mjs website docs/resources/yup.md 7
if [ -d bench/.scratch/gensite-5000 ]; then
  node bench/devloop.mjs bench/.scratch/gensite-5000 docs/section-02/group-00/group-05/page-04119.md 3 devloop-5k.json
fi

# The tables, the chart, the targets and docs/performance.md, from everything above.
node bench/report.mjs "$results"

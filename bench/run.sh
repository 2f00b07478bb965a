#!/usr/bin/env bash
# make bench: builds website/ with gosaurus and with Docusaurus 3.8.1 (webpack, and Rspack via
# @docusaurus/faster), cold and warm, in one run on this machine, and prints the ratios; then
# page weight, and synthetic sites of BENCH_SCALE_PAGES pages (default 1000 5000 10000) with
# gosaurus and, at BENCH_DOCUSAURUS_PAGES (default 1000 5000 10000), with Docusaurus Faster for
# the ratio at each size; an API reference of BENCH_API_PAGES (5000) pages with both; docs of
# BENCH_LARGE_PAGES (100000) and short docs of BENCH_SHORT_PAGES (200000) with gosaurus (and
# Faster with BENCH_LARGE_DOCUSAURUS=1).
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

# Synthetic sites of bench/gensite, of a kind: docs (its written docs), api (a generated API
# reference: .api.mdx pages of large JSX props) or short (a catalogue's short entries). Each
# build's record in scale.jsonl starts with its kind and pages.
site_of() { # kind pages: the site's folder, written when missing
  local dir=$root/bench/.scratch/gensite-$2 flag=
  [ "$1" = docs ] || { dir=$root/bench/.scratch/gensite-$1-$2; flag=-$1; }
  [ -d "$dir" ] || go run ./bench/gensite $flag -pages "$2" -out "$dir" >&2
  echo "$dir"
}
record() { sed "s/^{/{\"kind\":\"$1\",\"pages\":$2,/" | tee -a "$scale"; }
# gosaurus_at kind pages [large]: one cold build. A large site's build starts and ends without
# build/: its output is gigabytes, and no run before it is kept to link files to.
gosaurus_at() {
  local dir clean
  dir=$(site_of "$1" "$2")
  clean="rm -rf '$dir/.gosaurus-cache'"
  [ -z "${3:-}" ] || clean="$clean '$dir/build'"
  go run ./bench/measure -name gosaurus -runs 1 -before "$clean" -- "$root/gosaurus" build "$dir" | record "$1" "$2"
  [ -z "${3:-}" ] || rm -rf "$dir/build"
}
# faster_at kind pages: Docusaurus 3.8.1 Faster, a cold build to fill its cache, then the warm
# one measured, each stopped after BENCH_DOCUSAURUS_TIMEOUT seconds (default an hour).
faster_at() {
  local kind=$1 n=$2 dir site limit=${BENCH_DOCUSAURUS_TIMEOUT:-3600} status=0 why i
  dir=$(site_of "$kind" "$n")
  site=$(./scripts/docusaurus-reference.sh prepare "$dir")
  cat > "$site/faster.config.js" <<'JS'
const base = require('./docusaurus.config.js');
module.exports = { ...base, future: { ...(base.future || {}), experimental_faster: true, v4: true } };
JS
  echo "== Docusaurus 3.8.1 Faster, $kind site of $n pages (a cold build fills the cache; the warm one is measured)"
  # A build that fails (out of memory, or past the time limit) is recorded with how it failed.
  (cd "$site" && rm -rf .docusaurus build node_modules/.cache && \
    timeout "$limit" node_modules/.bin/docusaurus build --config faster.config.js >"$site.cold.log" 2>&1) || status=$?
  if [ "$status" = 0 ]; then
    go run ./bench/measure -name docusaurus-faster-warm -runs 1 -dir "$site" -before sync -- timeout "$limit" "$site/node_modules/.bin/docusaurus" build --config faster.config.js \
      | record "$kind" "$n" || status=$?
  fi
  # At BENCH_IN_TURNS_PAGES (default 1000) docs pages, three pairs taken in turns, a gosaurus
  # cold build after each Faster warm one, for a ratio that the machine's drift does not make
  # (as for website/); the first Faster warm build is the one above.
  if [ "$status" = 0 ] && [ "$kind" = docs ] && [ "$n" = "${BENCH_IN_TURNS_PAGES:-1000}" ]; then
    for i in 1 2 3; do
      go run ./bench/measure -name gosaurus-in-turns -runs 1 -before "sync; rm -rf '$dir/.gosaurus-cache'" -- "$root/gosaurus" build "$dir" | record "$kind" "$n"
      # A Faster build that fails here leaves a pair short: report.mjs then takes one build each.
      [ "$i" = 3 ] || go run ./bench/measure -name docusaurus-faster-warm -runs 1 -dir "$site" -before sync -- timeout "$limit" "$site/node_modules/.bin/docusaurus" build --config faster.config.js \
        | record "$kind" "$n" || true
    done
  fi
  if [ "$status" != 0 ]; then
    case $status in
      124) why="stopped after ${limit} s" ;;
      137) why="killed (out of memory?)" ;;
      *) why="exit status $status; last line: $(tail -n 1 "$site.cold.log" | tr -d '"\\' | cut -c1-160)" ;;
    esac
    echo "{\"name\":\"docusaurus-faster-warm\",\"failed\":\"$why\"}" | record "$kind" "$n"
  fi
  rm -rf "$site/build" "$site/.docusaurus" # a 10,000-page build holds gigabytes
}

echo "== synthetic sites"
for n in ${BENCH_SCALE_PAGES:-1000 5000 10000}; do gosaurus_at docs "$n"; done
# API references of BENCH_API_PAGES pages (default 5000; empty skips them), Faster beside them.
for n in ${BENCH_API_PAGES-5000}; do gosaurus_at api "$n"; done
# Large sites, gosaurus alone unless BENCH_LARGE_DOCUSAURUS=1 (Faster would take hours): docs
# of BENCH_LARGE_PAGES pages (default 100000) and short entries of BENCH_SHORT_PAGES (default
# 200000); empty skips them.
for n in ${BENCH_LARGE_PAGES-100000}; do gosaurus_at docs "$n" large; done
for n in ${BENCH_SHORT_PAGES-200000}; do gosaurus_at short "$n" large; done
if [ "${BENCH_SKIP_DOCUSAURUS:-}" != 1 ]; then
  for n in ${BENCH_DOCUSAURUS_PAGES:-1000 5000 10000}; do faster_at docs "$n"; done
  for n in ${BENCH_API_PAGES-5000}; do faster_at api "$n"; done
  if [ "${BENCH_LARGE_DOCUSAURUS:-}" = 1 ]; then
    for n in ${BENCH_LARGE_PAGES-100000}; do faster_at docs "$n"; done
    for n in ${BENCH_SHORT_PAGES-200000}; do faster_at short "$n"; done
  fi
fi

# Offline search: index size per 1,000 pages and median query time in chromium, on a synthetic
# site of BENCH_SEARCH_PAGES pages (its build takes minutes on a small machine).
if [ "${BENCH_SKIP_SEARCH:-}" != 1 ]; then
  echo
  ./scripts/ensure-chromium.sh
  node bench/search.mjs "${BENCH_SEARCH_PAGES:-1000}"
fi

# Lighthouse on three pages of website/ (installed into bench/.scratch, not the project), in
# the chromium the search bench uses, which may have been skipped.
./scripts/ensure-chromium.sh
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

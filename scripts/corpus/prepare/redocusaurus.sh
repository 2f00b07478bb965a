#!/usr/bin/env bash
# redocusaurus's website uses the preset, plugin and theme of its own workspace (packages/),
# which its build script compiles with tsc first (build:packages): their dist/ folders are not
# committed. tsc writes them also where it reports type errors (types of a newer Docusaurus than
# the workspace pins), as the site's own build then uses them. The theme's copy.sh copies its
# stylesheets beside the compiled files with yarn's copyfiles; here cp does.
set -uo pipefail
tsc=$PWD/../node_modules/.bin/tsc
for p in ../packages/*/; do
  (cd "$p" && { [ ! -f tsconfig.jsx.json ] || "$tsc" -p tsconfig.jsx.json; "$tsc"; }) >/dev/null
done
(cd ../packages/docusaurus-theme-redoc/src && for out in ../dist ../dist-jsx; do
  find . -type f ! -name '*.js' ! -name '*.jsx' ! -name '*.ts' ! -name '*.tsx' -exec cp --parents {} "$out/" \;
done)
for p in ../packages/*/; do [ -d "$p/dist" ] || exit 1; done

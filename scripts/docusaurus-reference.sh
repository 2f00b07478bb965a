#!/usr/bin/env bash
# Docusaurus 3.8.1 itself, as the reference gosaurus is measured against. It is installed into
# bench/.scratch, never into the project's dependencies; webpack 5.99.9 is pinned beside it
# because newer webpack rejects the options 3.8.1's progress bar passes.
#
#   docusaurus-reference.sh install
#   docusaurus-reference.sh prepare <siteDir>     copy a site next to the install; prints its path
#
# A site with dependencies of its own in its package.json (testdata/npm-sites) gets those the
# reference lacks (at a version its range accepts) installed into its copy's node_modules; the
# reference is found above it, in bench/.scratch, by Node's and webpack's upward lookup.
# prepare exits with status 3 when npm cannot install them (no registry).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$root/bench/.scratch
# Docusaurus's own plugins the fixture sites use, at the reference's version: installed beside
# core so that they share its packages (a second copy of theme-common would split its contexts).
plugins=(@docusaurus/plugin-client-redirects @docusaurus/theme-live-codeblock @docusaurus/plugin-pwa
  @docusaurus/theme-mermaid @docusaurus/plugin-ideal-image)

# plugin-ideal-image's loaders resize with sharp; the 0.32 it asks for downloads libvips from
# GitHub in an install script, while 0.33, with the same API, has it in npm packages. Every
# Docusaurus package is held at the reference's version: theme-common 3.8.1 asks for
# plugin-content-docs as a peer of any version, which npm otherwise meets with the newest one
# (3.10 moved APIs 3.8.1's core and themes call: "mdxCrossCompilerCache", a context provider).
pinned=(core theme-common theme-classic theme-search-algolia theme-translations plugin-content-docs
  plugin-content-blog plugin-content-pages mdx-loader utils utils-common utils-validation logger types bundler babel)
overrides() {
  node -e '
const fs = require("fs"), [file, ...pinned] = process.argv.slice(1);
const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
pkg.overrides = {...pkg.overrides, sharp: "^0.33.5", ...Object.fromEntries(pinned.map((p) => ["@docusaurus/" + p, "3.8.1"]))};
// npm takes an override of a direct dependency only where the two say the same.
for (const name of Object.keys(pkg.dependencies || {})) if (name.startsWith("@docusaurus/")) pkg.dependencies[name] = "3.8.1";
fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n");
' "$scratch/package.json" "${pinned[@]}"
}

install() {
  mkdir -p "$scratch"
  if [ -f "$scratch/node_modules/@docusaurus/core/package.json" ]; then
    # Plugins fixture sites use that came after the first install.
    local missing=() p
    for p in "${plugins[@]}"; do
      [ -f "$scratch/node_modules/$p/package.json" ] || missing+=("$p@3.8.1")
    done
    # An install made before the versions were held may have a newer package among them.
    local docs
    docs=$(node -p 'require(process.argv[1]).version' "$scratch/node_modules/@docusaurus/plugin-content-docs/package.json" 2>/dev/null)
    if [ ${#missing[@]} -gt 0 ] || [ "$docs" != 3.8.1 ]; then
      overrides
      (cd "$scratch" && npm install --save-exact --no-audit --no-fund --loglevel=error "${missing[@]}" >&2)
    fi
    return
  fi
  echo "installing Docusaurus 3.8.1 into bench/.scratch (not a project dependency)…" >&2
  # A package.json of its own, so that npm installs here and not into the project above.
  [ -f "$scratch/package.json" ] || echo '{"name": "gosaurus-reference", "private": true}' > "$scratch/package.json"
  overrides
  (cd "$scratch" && npm install --save-exact --no-audit --no-fund --loglevel=error \
    @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1 @docusaurus/faster@3.8.1 \
    "${plugins[@]/%/@3.8.1}" \
    webpack@5.99.9 react@19 react-dom@19 >&2)
}

# missing rewrites a copy's package.json to the dependencies the reference lacks, and fails
# when there are none: the copy then shares the reference's node_modules, and a second
# Docusaurus package (plugin-pwa's theme-common) does not split the React contexts.
missing='
const fs = require("fs"), [file, scratch] = process.argv.slice(1);
const semver = require(scratch + "/node_modules/semver");
const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
const deps = Object.fromEntries(Object.entries(pkg.dependencies || {}).filter(([name, range]) => {
  try { return !semver.satisfies(require(scratch + "/node_modules/" + name + "/package.json").version, range); } catch (e) { return true; }
}));
fs.writeFileSync(file, JSON.stringify({...pkg, dependencies: deps}, null, 2));
process.exit(Object.keys(deps).length ? 0 : 1);
'

prepare() {
  local site=$1 name copy
  name=$(basename "$(cd "$site" && pwd)")
  copy=$scratch/sites/$name
  rm -rf "$copy" && mkdir -p "$copy"
  (cd "$site" && tar --exclude=./build --exclude=./golden --exclude=./node_modules --exclude=./.gosaurus-cache -cf - .) | (cd "$copy" && tar -xf -)
  if [ -f "$copy/package.json" ] && node -e "$missing" "$copy/package.json" "$scratch"; then
    # Peer dependencies (React, webpack) are left to the reference's copies above: a second
    # React in the site's folder would break hooks.
    if ! (cd "$copy" && npm install --no-package-lock --no-audit --no-fund --ignore-scripts --legacy-peer-deps --loglevel=error >"$copy/npm.log" 2>&1); then
      echo "npm could not install the packages of $site (no registry?): see $copy/npm.log" >&2
      exit 3
    fi
    mkdir -p "$copy/node_modules/.bin"
    ln -sfn "$scratch/node_modules/.bin/docusaurus" "$copy/node_modules/.bin/docusaurus"
  else
    ln -sfn "$scratch/node_modules" "$copy/node_modules"
  fi
  echo "$copy"
}

case "${1:-}" in
  install) install ;;
  prepare) install; prepare "$2" ;;
  *) echo "usage: $0 install | prepare <siteDir>" >&2; exit 2 ;;
esac

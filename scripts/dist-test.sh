#!/usr/bin/env bash
# The npm packages of dist/ (make dist) as a user installs them: after checking dist/ (`go run
# ./scripts/dist -verify`: sums, each binary's format, the packages' manifests), the packed
# tarballs are installed with npm into an empty folder outside the checkout, with a fresh HOME,
# npm cache and cache folder, and without Go on PATH. The packages the theme renders with come
# from the registry npm is configured with; ours are installed from their tarballs, by path.
# Then: gosaurus version (using the installed packages, not the ones the binary carries),
# docusaurus --version (@gosaurus/docusaurus), init, build, serve and two pages fetched over
# HTTP, docs:version 1.0 where the binary has that command, the exit status of failing
# commands, signals passed both ways between the launcher and the binary, the message when this platform's
# package is missing, and a Docusaurus site's `docusaurus build` script run by gosaurus once
# @gosaurus/docusaurus replaces @docusaurus/core in its package.json. With DIST_TEST_COMPARE=1 it then installs Docusaurus 3.8.1's core and
# classic preset the same way, for the time and size beside gosaurus's.
#
# The steps run within DIST_TEST_TIMEOUT seconds in all; the last lines give the install's
# time and size and count the steps, also when one fails or the time runs out.
set -u
limit=${DIST_TEST_TIMEOUT:-600}
checkout=$(cd "$(dirname "$0")/.." && pwd)
dist=$checkout/dist
scratch=$(mktemp -d "${TMPDIR:-/tmp}/gosaurus-dist-test.XXXXXX")
name=dist-test total=14 report=
[ "${DIST_TEST_COMPARE:-}" = 1 ] && total=$((total + 1))
summary() { [ -n "$report" ] && printf '%s' "$report"; }
. "$checkout/scripts/steps.sh"

case "$scratch" in "$checkout"/*)
	echo "$name: the scratch folder $scratch is inside the checkout; set TMPDIR elsewhere"
	exit 1 ;;
esac
version=$(node -p 'require(process.argv[1]).version' "$checkout/package.json") || exit 1
platform=$(node -p 'process.platform + "-" + process.arch')
step "dist/ as make dist wrote it (sums, formats, manifests)" sh -c "cd '$checkout' && go run ./scripts/dist -verify -version '$version'"

# From here on: a fresh HOME, npm cache and cache folder, and a PATH with node, npm and the
# system's tools but no Go.
mkdir -p "$scratch/home" "$scratch/cache" "$scratch/project"
export HOME="$scratch/home" XDG_CACHE_HOME="$scratch/cache" npm_config_cache="$scratch/home/.npm"
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
unset GOSAURUS_HOME GOSAURUS_BINARY_PATH
PATH="$(dirname "$(command -v node)"):$(dirname "$(command -v npm)"):/usr/local/bin:/usr/bin:/bin"
PATH=$(printf '%s' "$PATH" | tr ':' '\n' | while read -r d; do [ -x "$d/go" ] || printf '%s:' "$d"; done)
export PATH=${PATH%:}
cd "$scratch/project" || exit 1

# The project: our packages by path, the platform packages as optional dependencies (npm
# installs the one that fits and skips the others, as it does gosaurus's own), so that npm
# asks the registry for none of them.
project() {
	local optional=
	for t in "$dist"/npm/gosaurus-{linux,darwin,win32}-*-"$version".tgz; do
		[ -e "$t" ] || continue
		optional="$optional${optional:+,}\"@gosaurus/$(basename "$t" "-$version.tgz" | sed 's/^gosaurus-//')\": \"file:$t\""
	done
	cat >package.json <<-EOF
		{
		  "name": "dist-test",
		  "private": true,
		  "devDependencies": {
		    "gosaurus": "file:$dist/npm/gosaurus-$version.tgz",
		    "@gosaurus/docusaurus": "file:$dist/npm/gosaurus-docusaurus-$version.tgz"
		  },
		  "optionalDependencies": {$optional}
		}
	EOF
	cat package.json
	if command -v go >/dev/null; then
		echo "go is still on PATH: $(command -v go)"
		return 1
	fi
}
step "a project naming the packed tarballs, no Go on PATH" project

# measure DIR: the size of DIR's node_modules, and how many packages it holds.
measure() {
	echo "$(du -sk "$1/node_modules" | cut -f1) KB in $(cd "$1" && npm ls --all --parseable 2>/dev/null | tail -n +2 | wc -l) packages"
}

install() {
	local t0=$SECONDS
	timeout "$((limit - (SECONDS - start)))" npm install || return 1
	local took=$((SECONDS - t0))
	# Our packages came from the tarballs, and the platform's binary is there.
	node -e '
		const lock = require("./package-lock.json");
		for (const [p, e] of Object.entries(lock.packages)) {
			if (/node_modules\/(gosaurus|@gosaurus\/[^/]+)$/.test(p) && e.resolved && !e.resolved.startsWith("file:")) {
				console.error(`${p} came from ${e.resolved}, not from its tarball`);
				process.exit(1);
			}
		}' || return 1
	[ -x "node_modules/@gosaurus/$platform/bin/gosaurus" ] || [ -e "node_modules/@gosaurus/$platform/bin/gosaurus.exe" ] ||
		{ echo "no binary in node_modules/@gosaurus/$platform"; return 1; }
	report="${report}gosaurus: npm install (gosaurus, @gosaurus/docusaurus, @gosaurus/$platform from their tarballs, the rest from the registry, empty cache): $took s, $(measure .)
"
}
step "npm install" install

# The version stamped in, and the theme's packages found in the installed node_modules.
version_step() {
	npx gosaurus version | tee "$scratch/version" || return 1
	head -1 "$scratch/version" | grep -q "^gosaurus $version" || { echo "not gosaurus $version"; return 1; }
	grep -q "(from $scratch/project/node_modules)\$" "$scratch/version" ||
		{ echo "not the packages npm installed"; return 1; }
	[ ! -e node_modules/gosaurus/home/node_modules ] || { echo "the command wrote a link into the installed package"; return 1; }
	npx docusaurus --version | head -1 | grep -q "^gosaurus $version" || { echo "docusaurus --version is not gosaurus $version"; return 1; }
}
step "npx gosaurus version, npx docusaurus --version" version_step
step "npx gosaurus init site" npx gosaurus init site

build() {
	npx gosaurus build site || return 1
	if [ -e "$XDG_CACHE_HOME/gosaurus" ]; then
		echo "the binary unpacked the home it carries ($XDG_CACHE_HOME/gosaurus) instead of using the installed packages"
		return 1
	fi
}
step "npx gosaurus build site (with the installed packages)" build

# The launcher itself in the background, so that the signal test below can reach it.
step "gosaurus serve site" serve site node_modules/.bin/gosaurus
step "GET / (the home page)" fetch / "Get started"
step "GET /docs/getting-started (a doc)" fetch /docs/getting-started "This site was made by"

# SIGTERM to the launcher reaches the binary: the server stops, and the launcher exits with
# the binary's status. A binary killed by a signal kills its launcher with the same signal.
signals() {
	local binary rc
	binary=$(pgrep -P "$server" gosaurus) || { echo "the launcher $server runs no gosaurus binary"; return 1; }
	kill -TERM "$server"
	wait "$server"
	rc=$?
	server=
	if kill -0 "$binary" 2>/dev/null; then
		echo "the binary $binary still runs after SIGTERM to the launcher"
		return 1
	fi
	echo "SIGTERM to the launcher: the binary stopped, the launcher exited with status $rc"
	[ "$rc" = 0 ] || [ "$rc" = 143 ] || return 1
	serve site node_modules/.bin/gosaurus >/dev/null || return 1
	binary=$(pgrep -P "$server" gosaurus) || { echo "the launcher $server runs no gosaurus binary"; return 1; }
	kill -KILL "$binary"
	wait "$server"
	rc=$?
	server=
	echo "SIGKILL to the binary: the launcher exited with status $rc"
	[ "$rc" = 137 ]
}
step "signals: SIGTERM to the launcher stops the server; the binary's SIGKILL is the launcher's" signals

# docs:version, where this gosaurus has it (a command added at the same time as dist).
docs_version() {
	if ! npx gosaurus help docs:version >/dev/null 2>&1; then
		echo "NOTE: this gosaurus has no docs:version command; skipped"
		return 0
	fi
	(cd site && npx gosaurus docs:version 1.0) && grep -q '"1.0"' site/versions.json && npx gosaurus build site
}
step "npx gosaurus docs:version 1.0, then build" docs_version

# A failing command's status comes through: 1 for a failure, 2 for a misspelt command.
statuses() {
	local rc
	npx gosaurus build no-such-site 2>/dev/null
	rc=$?
	[ "$rc" = 1 ] || { echo "gosaurus build no-such-site exited $rc, not 1"; return 1; }
	npx gosaurus biuld site 2>/dev/null
	rc=$?
	[ "$rc" = 2 ] || { echo "gosaurus biuld exited $rc, not 2"; return 1; }
	echo "statuses 1 and 2 come through"
}
step "exit statuses pass through" statuses

# Without this platform's package the launcher says which one is missing.
missing() {
	local rc
	mv "node_modules/@gosaurus/$platform" "$scratch/moved" || return 1
	node_modules/.bin/gosaurus version 2>"$scratch/missing.err"
	rc=$?
	mv "$scratch/moved" "node_modules/@gosaurus/$platform" || return 1
	cat "$scratch/missing.err"
	[ "$rc" = 1 ] && grep -q "@gosaurus/$platform is not installed" "$scratch/missing.err"
}
step "the message without this platform's package" missing

# A Docusaurus site switched to gosaurus: its package.json's scripts call `docusaurus`, and
# @gosaurus/docusaurus takes the place of @docusaurus/core and preset-classic. The site is the
# project, with React in its own node_modules, as in most sites.
switched() {
	mkdir -p "$scratch/team" && cp -R site/. "$scratch/team/" && rm -rf "$scratch/team/build" || return 1
	(
		cd "$scratch/team" || exit 1
		node -e '
			const fs = require("fs"), [dist, version] = process.argv.slice(1);
			const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
			for (const name of Object.keys(pkg.dependencies)) if (name.startsWith("@docusaurus/")) delete pkg.dependencies[name];
			pkg.dependencies["@gosaurus/docusaurus"] = `file:${dist}/npm/gosaurus-docusaurus-${version}.tgz`;
			const prior = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
			Object.assign(pkg.dependencies, { gosaurus: prior.devDependencies.gosaurus });
			pkg.optionalDependencies = prior.optionalDependencies;
			for (const s of ["start", "build", "serve"]) pkg.scripts[s] = `docusaurus ${s}`;
			fs.writeFileSync("package.json", JSON.stringify(pkg, null, 2));
		' "$dist" "$version" "$scratch/project/package.json" &&
			cat package.json && timeout "$((limit - (SECONDS - start)))" npm install && npm run build &&
			[ -s build/index.html ] && [ ! -e "$XDG_CACHE_HOME/gosaurus" ]
	)
}
step "a Docusaurus site's npm run build (docusaurus build), @gosaurus/docusaurus in place of @docusaurus/core" switched

# Docusaurus's two packages installed the same way, for comparison.
compare() {
	local dir=$scratch/docusaurus t0=$SECONDS
	mkdir -p "$dir" && cd "$dir" && echo '{"name": "docusaurus-install", "private": true}' >package.json || return 1
	npm_config_cache="$scratch/docusaurus-npm-cache" timeout "$((limit - (SECONDS - start)))" npm install @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1 ||
		return 1
	report="${report}Docusaurus: npm install @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1 (empty cache): $((SECONDS - t0)) s, $(measure .)
"
	cd "$scratch/project"
}
[ "${DIST_TEST_COMPARE:-}" = 1 ] && step "npm install @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1" compare
exit 0

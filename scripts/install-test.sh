#!/usr/bin/env bash
# The installed gosaurus on its own, as a new user meets it: `make install` into a scratch GOBIN,
# then, from a scratch folder outside the checkout, with GOSAURUS_HOME unset and an empty HOME
# and cache folder: gosaurus --version and version, init (and a second init refused), build,
# serve, and the home page and a doc fetched over HTTP. The steps run within
# INSTALL_TEST_TIMEOUT (seconds) in all; the last line counts them, also when one fails or the
# time runs out.
set -u
limit=${INSTALL_TEST_TIMEOUT:-600}
checkout=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/gosaurus-install-test.XXXXXX")
start=$SECONDS
passed=0 failed=0 total=8 server=

finish() {
	[ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
	echo "install-test: $passed of $total steps passed, $failed failed, $((total - passed - failed)) not run ($((SECONDS - start)) s, limit $limit s)"
	rm -rf "$scratch"
}
trap finish EXIT
trap 'exit 1' INT TERM

# step NAME COMMAND...: runs COMMAND with the time left (a function here bounds its own time),
# and stops the test when it fails.
step() {
	local name=$1 left=$((limit - (SECONDS - start)))
	shift
	echo "== $name"
	if [ "$left" -le 0 ]; then
		echo "install-test: out of time before: $name"
		exit 1
	fi
	if if [ "$(type -t "$1")" = function ]; then "$@"; else timeout "$left" "$@"; fi; then
		passed=$((passed + 1))
	else
		local rc=$?
		failed=$((failed + 1))
		[ "$rc" = 124 ] && echo "install-test: $name: stopped after the time left ($left s)"
		echo "install-test: FAILED: $name (status $rc)"
		exit 1
	fi
}

case "$scratch" in "$checkout"/*)
	echo "install-test: the scratch folder $scratch is inside the checkout; set TMPDIR elsewhere"
	exit 1 ;;
esac
mkdir -p "$scratch/bin" "$scratch/home" "$scratch/cache" "$scratch/work"
step "make install into $scratch/bin" make -C "$checkout" --no-print-directory install GOBIN="$scratch/bin"

# From here on, nothing of the checkout is reachable: no GOSAURUS_HOME, a fresh HOME and cache.
cd "$scratch/work" || exit 1
unset GOSAURUS_HOME
export HOME="$scratch/home" XDG_CACHE_HOME="$scratch/cache" PATH="$scratch/bin:$PATH"
gosaurus=$scratch/bin/gosaurus

# The versions inside, and that they are the binary's own; `version` says the same.
version() {
	timeout 10 "$gosaurus" --version | tee "$scratch/version" && grep -q "React .*carried in this binary" "$scratch/version" &&
		timeout 10 "$gosaurus" version | cmp -s - "$scratch/version" || { echo "gosaurus version differs from --version"; return 1; }
}
step "gosaurus --version, gosaurus version" version
step "gosaurus init my-site" "$gosaurus" init my-site

# A second init into the same folder is refused, and names what is there.
init_again() {
	if timeout 10 "$gosaurus" init my-site 2>"$scratch/init.err"; then
		echo "a second gosaurus init my-site wrote into a non-empty folder"
		return 1
	fi
	cat "$scratch/init.err"
	grep -q "my-site already exists and is not empty" "$scratch/init.err"
}
step "gosaurus init my-site again (refused)" init_again
step "gosaurus build my-site" "$gosaurus" build my-site

# serve: the first free port of a few; the server stops with the test.
serve() {
	local port
	for port in $((20000 + $$ % 20000)) $((20001 + $$ % 20000)) $((20002 + $$ % 20000)); do
		"$gosaurus" serve my-site --port "$port" >"$scratch/serve.log" 2>&1 &
		server=$!
		for _ in $(seq 50); do
			grep -q "serving at" "$scratch/serve.log" && { echo "$port" >"$scratch/port"; cat "$scratch/serve.log"; return 0; }
			kill -0 "$server" 2>/dev/null || break
			sleep 0.1
		done
		kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; server=
	done
	cat "$scratch/serve.log"
	return 1
}
step "gosaurus serve my-site" serve
port=$(cat "$scratch/port")

# fetch PATH TEXT: the page at PATH answers 200 and shows TEXT.
fetch() {
	curl -fsS --max-time 10 "http://127.0.0.1:$port$1" -o "$scratch/page.html" && grep -q "$2" "$scratch/page.html" ||
		{ echo "http://127.0.0.1:$port$1 does not show \"$2\""; return 1; }
	echo "http://127.0.0.1:$port$1: $(wc -c <"$scratch/page.html") bytes, shows \"$2\""
}
step "GET / (the home page)" fetch / "Get started"
step "GET /docs/getting-started (a doc)" fetch /docs/getting-started "This site was made by"

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
name=install-test total=8
. "$checkout/scripts/steps.sh"

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

step "gosaurus serve my-site" serve my-site "$gosaurus"
step "GET / (the home page)" fetch / "Get started"
step "GET /docs/getting-started (a doc)" fetch /docs/getting-started "This site was made by"

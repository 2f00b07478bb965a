# The two commands of README (docs/contributing.md has more): `make serve` and `make test`. Both set up a fresh machine.
SITE ?= website
PORT ?= 3000
GOSAURUS := ./gosaurus

.PHONY: all deps samples-deps gosaurus install dist site serve start test test-go test-samples test-browser test-install test-dist vet bench compat fuzz audit clean corpus mdx-diff

# The version make install and make dist stamp into the binary (`gosaurus version`), with the
# commit: package.json's version, which the npm packages and release archives carry too.
VERSION := $(shell node -p "require('./package.json').version" 2>/dev/null)
COMMIT := $(shell git describe --always --dirty=+modified --abbrev=12 2>/dev/null)

all: gosaurus

# npm ci only when the lock file changed since the last install. Never through a node_modules
# that is a link (a git worktree sharing another checkout's): npm ci would empty the folder it
# points to and install here instead.
node_modules/.package-lock.json: package.json package-lock.json
	@if [ -L node_modules ]; then \
	  echo "node_modules links to $$(readlink node_modules): not reinstalled from here; run npm ci in the checkout it belongs to"; \
	else npm ci --no-audit --no-fund && touch $@; fi

deps: node_modules/.package-lock.json

# The packages the docs' samples run against (the SDK, jsdom, msw) have an install of their
# own, which only test-samples needs: building and serving the site does not.
tests/samples/node_modules/.package-lock.json: tests/samples/package.json tests/samples/package-lock.json
	@if [ -L tests/samples/node_modules ]; then \
	  echo "tests/samples/node_modules links to $$(readlink tests/samples/node_modules): not reinstalled from here"; \
	else cd tests/samples && npm ci --no-audit --no-fund && touch node_modules/.package-lock.json; fi

samples-deps: tests/samples/node_modules/.package-lock.json

gosaurus: deps
	go build -o $(GOSAURUS) ./generator/cmd/gosaurus

# One binary that needs no checkout (see docs/install.md): it carries theme-classic and the npm
# packages the theme reads, as package-lock.json pins them (generator/home/home.tar.gz, packed
# by scripts/packhome), and unpacks them on first use into the user cache folder. Installs into
# GOBIN (default: $(go env GOPATH)/bin): `make install GOBIN=~/bin`.
install: deps
	go run ./scripts/packhome
	go install -tags embedhome -ldflags "-X main.release=$(VERSION) -X main.commit=$(COMMIT)" ./generator/cmd/gosaurus
	@echo "installed $$(d=$$(go env GOBIN); echo $${d:-$$(go env GOPATH)/bin})/gosaurus"

# The release files, in dist/ (git-ignored, emptied first): gosaurus for Linux and macOS
# (x64 and arm64) and Windows (x64), built without cgo and carrying the home as make install's
# does, as gosaurus-$(VERSION)-<platform>.tar.gz (.zip for Windows); the npm packages, packed
# into dist/npm/ (see docs/install.md, Install with npm); SHA256SUMS of both. Then each binary's format
# is checked, and this machine's runs `version` (scripts/dist). PLATFORMS=linux-x64,... builds
# fewer.
PLATFORMS ?=
dist: deps
	go run ./scripts/packhome
	go run ./scripts/dist -version "$(VERSION)" -commit "$(COMMIT)" -date "$$(git log -1 --format=%ct)" $(if $(PLATFORMS),-only $(PLATFORMS))

site: gosaurus
	$(GOSAURUS) build $(SITE)

serve: site
	$(GOSAURUS) serve $(SITE) --port $(PORT)

start: gosaurus
	$(GOSAURUS) start $(SITE) --port $(PORT)

vet:
	go vet ./...

# Limits. Each fits its step with room on a loaded 2-core machine, and each step prints its
# counts on its last line, also when it fails. Go: per package (the slowest, generator/pipeline,
# took 14 min at load average 5-8 and 29 min at load average 20). Samples: all of them (they took
# under a minute; the samples' own limits, 60 s a sample and the rest of this for all, come
# first and report what did not run). Browser: one test file, in ms (the slowest, pwa, with its
# npm install, takes 2 min and passed 300 s at load average 20).
GO_TEST_TIMEOUT ?= 50m
SAMPLES_TIMEOUT ?= 20m
BROWSER_TEST_TIMEOUT ?= 600000
# Install test: all its steps, in s (they took 16 s, 50 s when make install ran npm ci).
INSTALL_TEST_TIMEOUT ?= 600

# go test, with a plain go test's output and the tests counted on the last line.
test-go: deps
	go run ./scripts/gotest -timeout $(GO_TEST_TIMEOUT) $$(go list ./... | grep -v /tests/samples)

# Every JavaScript sample of $(SITE)/docs, run in Node against the installed @availity packages
# with the services mocked (tests/samples): a line per sample with the versions it ran against
# or why it did not run; the last line counts them, also when the test stopped early.
test-samples: deps samples-deps
	@rc=$$(mktemp); { go test -timeout $(SAMPLES_TIMEOUT) -count=1 -v ./tests/samples/ 2>&1; echo $$? >$$rc; } | \
	  awk '/^samples: [0-9]/ { counts = $$0; next } !/^=== |^ *--- PASS|^PASS$$/ { print } \
	    END { print (counts != "" ? counts : "samples: no counts: the test stopped before counting (see above)") }'; \
	  status=$$(cat $$rc); rm -f $$rc; exit $$status

# The fixture sites of testdata/sites/ that the browser tests serve, besides $(SITE).
BROWSER_FIXTURES := testdata/sites/shell testdata/sites/shell-simple testdata/sites/config-features testdata/sites/blog testdata/sites/docs-features \
	testdata/sites/versions testdata/sites/i18n testdata/sites/site-code testdata/sites/theme-api testdata/sites/plugin-routes testdata/sites/analytics \
	testdata/sites/ejected-components

test-browser: site
	for s in $(BROWSER_FIXTURES); do $(GOSAURUS) build $$s || exit 1; done
	./scripts/ensure-chromium.sh
	node --test --test-concurrency=1 --test-timeout=$(BROWSER_TEST_TIMEOUT) tests/browser/

# The installed binary on its own (scripts/install-test.sh): make install into a scratch GOBIN,
# then init, build and serve a new site outside the checkout, with no GOSAURUS_HOME and an
# empty cache folder; the last line counts the steps.
test-install:
	INSTALL_TEST_TIMEOUT=$(INSTALL_TEST_TIMEOUT) ./scripts/install-test.sh

# The npm packages of make dist installed as a user installs them, outside the checkout and
# without Go, then init, build, serve (scripts/dist-test.sh); DIST_TEST_COMPARE=1 also times
# installing Docusaurus. Not part of make test: make dist cross-compiles five binaries.
DIST_TEST_TIMEOUT ?= 600
test-dist: dist
	DIST_TEST_TIMEOUT=$(DIST_TEST_TIMEOUT) ./scripts/dist-test.sh

# Every step runs, also after one has failed, so that a failure hides no other step's results;
# the last line names the steps that failed.
TEST_STEPS := vet test-go test-samples test-browser test-install
test:
	@failed=; for step in $(TEST_STEPS); do $(MAKE) --no-print-directory $$step || failed="$$failed $$step"; done; \
	  if [ -n "$$failed" ]; then echo "make test: failed:$$failed"; exit 1; fi

# Each fuzz target for FUZZTIME; their seed corpora already run in `make test`.
FUZZTIME ?= 60s
FUZZ_TARGETS := ./generator/markdown:FuzzCompile ./generator/markdown:FuzzCompileMDX ./generator/markdown:FuzzLexJS ./plugins/docs:FuzzSlug ./plugins/docs:FuzzSidebar ./plugins/search:FuzzExtractCodeBlocks ./generator/server:FuzzHandler ./generator/output:FuzzClaim
fuzz: deps
	@for t in $(FUZZ_TARGETS); do pkg=$${t%%:*}; name=$${t##*:}; \
	  echo "== $$name ($$pkg, $(FUZZTIME))"; \
	  go test -run '^$$' -fuzz "^$$name$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; done

# Known vulnerabilities in the shipped dependencies: npm audit and govulncheck (scripts/audit.sh).
# Where the Go vulnerability database is not reachable, VULNDB names a folder holding an
# offline copy (go-osv.tar.xz); a check that cannot be made for lack of network is reported as
# not checked and fails only with AUDIT_STRICT=1.
VULNDB ?=
audit:
	VULNDB=$(VULNDB) ./scripts/audit.sh

# gosaurus beside Docusaurus 3.8.1 on website/ and every fixture site (slow: installs and runs
# Docusaurus). See scripts/compat.sh.
compat: gosaurus
	./scripts/compat.sh

bench: gosaurus
	./bench/run.sh

clean:
	rm -rf $(GOSAURUS) $(SITE)/build testdata/sites/*/build generator/home/home.tar.gz dist

# Real public Docusaurus sites, after their own npm install, built with gosaurus and with
# Docusaurus 3.8.1 and compared (slow: installs every site twice). See scripts/corpus.sh.
corpus: gosaurus
	./scripts/corpus.sh $(CORPUS_SITES)

# Every .md and .mdx under DIR (one folder or several) compiled by gosaurus and by Docusaurus
# 3.8.1's own MDX loader, both rendered to HTML through the same stand-in components and
# compared, with the TOC, titles, description and front matter (slow the first time: installs
# Docusaurus into bench/.scratch). FORMAT is markdown.format: mdx (Docusaurus's default), md or
# detect; MDXDIFF_FLAGS adds flags such as -only-diff, -j 1, -out results.jsonl. See
# scripts/mdxdiff.
FORMAT ?= mdx
MDXDIFF_FLAGS ?=
mdx-diff:
	@if [ -z "$(DIR)" ]; then echo "usage: make mdx-diff DIR=folder [FORMAT=mdx|md|detect] [MDXDIFF_FLAGS=...]"; exit 2; fi
	./scripts/docusaurus-reference.sh install
	go run ./scripts/mdxdiff -format $(FORMAT) $(MDXDIFF_FLAGS) $(DIR)

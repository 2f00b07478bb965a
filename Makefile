# The two commands of README: `make serve` and `make test`. Both set up a fresh machine.
SITE ?= website
PORT ?= 3000
GOSAURUS := ./gosaurus

.PHONY: all deps gosaurus site serve start test test-go test-samples test-browser vet bench compat fuzz audit clean corpus

all: gosaurus

# npm ci only when the lock file changed since the last install.
node_modules/.package-lock.json: package.json package-lock.json website/package.json
	npm ci --no-audit --no-fund
	@touch $@

deps: node_modules/.package-lock.json

gosaurus: deps
	go build -o $(GOSAURUS) ./generator/cmd/gosaurus

site: gosaurus
	$(GOSAURUS) build $(SITE)

serve: site
	$(GOSAURUS) serve $(SITE) --port $(PORT)

start: gosaurus
	$(GOSAURUS) start $(SITE) --port $(PORT)

vet:
	go vet ./...

test-go: deps
	go test -timeout 30m $$(go list ./... | grep -v /tests/samples)

# Every JavaScript sample of $(SITE)/docs, run in Node against the pinned @availity packages
# with the services mocked (tests/samples). -v lists each sample; the last line counts them.
test-samples: deps
	@out=$$(mktemp); go test -timeout 40m -count=1 -v ./tests/samples/ >$$out 2>&1; rc=$$?; \
	  grep -v -e '^=== ' -e '^ *--- PASS' $$out; rm -f $$out; exit $$rc

# The fixture sites of testdata/sites/ that the browser tests serve, besides $(SITE).
BROWSER_FIXTURES := testdata/sites/shell testdata/sites/shell-simple testdata/sites/config-features testdata/sites/blog testdata/sites/docs-features \
	testdata/sites/versions testdata/sites/i18n testdata/sites/site-code testdata/sites/theme-api testdata/sites/plugin-routes

test-browser: site
	for s in $(BROWSER_FIXTURES); do $(GOSAURUS) build $$s || exit 1; done
	./scripts/ensure-chromium.sh
	node --test --test-concurrency=1 tests/browser/

test: vet test-go test-samples test-browser

# Each fuzz target for FUZZTIME; their seed corpora already run in `make test`.
FUZZTIME ?= 60s
FUZZ_TARGETS := ./generator/markdown:FuzzCompile ./generator/markdown:FuzzCompileMDX ./plugins/docs:FuzzSlug ./plugins/docs:FuzzSidebar ./generator/server:FuzzHandler
fuzz: deps
	@for t in $(FUZZ_TARGETS); do pkg=$${t%%:*}; name=$${t##*:}; \
	  echo "== $$name ($$pkg, $(FUZZTIME))"; \
	  go test -run '^$$' -fuzz "^$$name$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; done

# Known vulnerabilities in the shipped dependencies. Needs the npm registry's audit endpoint
# and the Go vulnerability database, which not every network reaches.
audit: deps
	npm audit --omit=dev --audit-level=high
	go run golang.org/x/vuln/cmd/govulncheck@v1.1.4 ./...

# gosaurus beside Docusaurus 3.8.1 on website/ and every fixture site (slow: installs and runs
# Docusaurus). See scripts/compat.sh.
compat: gosaurus
	./scripts/compat.sh

bench: gosaurus
	./bench/run.sh

clean:
	rm -rf $(GOSAURUS) $(SITE)/build testdata/sites/*/build

# Real public Docusaurus sites, after their own npm install, built with gosaurus and with
# Docusaurus 3.8.1 and compared (slow: installs every site twice). See scripts/corpus.sh.
corpus: gosaurus
	./scripts/corpus.sh $(CORPUS_SITES)

#!/usr/bin/env bash
# Known vulnerabilities in what gosaurus ships: `npm audit` for the npm packages (not the dev
# ones), govulncheck for the Go module. A check whose service cannot be reached says so and is
# counted as not checked, never as passed:
#   - govulncheck reads the Go vulnerability database online; when that is not reachable and
#     VULNDB names a folder holding go-osv.tar.xz (the Go advisories as OSV JSON, one file per
#     advisory), it reads that copy, and says how old it is;
#   - npm has no offline advisory data: without the registry's advisory service the npm
#     packages are not audited.
# Exit status: 1 when a known vulnerability was found or a check failed for another reason;
# 0 otherwise, also when a check could not be made for lack of network, unless AUDIT_STRICT=1.
# The last line sums up both checks.
set -uo pipefail
cd "$(dirname "$0")/.."

GOVULNCHECK=golang.org/x/vuln/cmd/govulncheck@v1.1.4
VULNDB=${VULNDB:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
found=0       # known vulnerabilities or errors
unchecked=0   # checks not made for lack of network

echo "== npm audit (shipped packages, severity high and above)"
timeout 180 npm audit --json --omit=dev --audit-level=high >"$tmp/npm.json" 2>"$tmp/npm.err"
npm_verdict=$(node -e '
  const fs = require("fs");
  let r;
  try { r = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch { r = null; }
  const v = r && r.metadata && r.metadata.vulnerabilities;
  if (v) {
    const serious = (v.high || 0) + (v.critical || 0);
    console.log(`${serious ? "found" : "clean"} ${serious} high or critical of ${v.total || 0} advisories`);
  } else if (r && (r.statusCode || r.error)) {
    console.log(`unreachable the advisory service answered ${r.statusCode || "an error"}${r.error && r.error.summary ? ": " + r.error.summary : ""}`);
  } else {
    console.log("unreachable npm audit gave no report");
  }' "$tmp/npm.json")
case $npm_verdict in
  clean*)
    npm_summary="npm: ${npm_verdict#clean }"
    echo "$npm_summary" ;;
  found*)
    found=1
    npm_summary="npm: ${npm_verdict#found }"
    timeout 180 npm audit --omit=dev --audit-level=high
    echo "$npm_summary" ;;
  *)
    unchecked=1
    npm_summary="npm: NOT CHECKED"
    echo "npm packages NOT audited: ${npm_verdict#unreachable }."
    echo "No offline copy of npm advisory data exists, so nothing stands in for the service."
    grep -i 'error' "$tmp/npm.err" | head -3 ;;
esac

echo "== govulncheck (Go module, reachable code)"
go_summary=
if ! GOBIN="$tmp/bin" timeout 600 go install "$GOVULNCHECK" >"$tmp/install.log" 2>&1; then
  cat "$tmp/install.log"
  if grep -qiE 'dial tcp|lookup|timeout|connection|proxy' "$tmp/install.log"; then
    unchecked=1
    go_summary="go: NOT CHECKED (govulncheck could not be installed)"
  else
    found=1
    go_summary="go: govulncheck did not install"
  fi
fi

# run_govulncheck DB: 0 clean, 3 vulnerabilities found, 1 an error (govulncheck's statuses).
run_govulncheck() {
  timeout 900 "$tmp/bin/govulncheck" ${1:+-db "$1"} ./... >"$tmp/vuln.out" 2>&1
}

if [ -z "$go_summary" ]; then
  run_govulncheck ""
  rc=$?
  db="the Go vulnerability database (online)"
  if [ $rc = 1 ] && grep -q 'fetching vulnerabilities' "$tmp/vuln.out"; then
    echo "The Go vulnerability database is not reachable: $(grep -m1 'fetching vulnerabilities' "$tmp/vuln.out" | sed 's/.*fetching vulnerabilities: //' | cut -c1-120)"
    if [ -n "$VULNDB" ] && [ -f "$VULNDB/go-osv.tar.xz" ]; then
      mkdir -p "$tmp/db"
      tar -xJf "$VULNDB/go-osv.tar.xz" -C "$tmp/db"
      # Most entries carry no date of their own; the newest date anywhere in them tells
      # how recent the copy is.
      newest=$(cat "$tmp"/db/*.json | grep -oE '20[0-9]{2}-[01][0-9]-[0-3][0-9]T' | sort | tail -1 | tr -d T)
      count=$(ls "$tmp/db" | wc -l)
      db="the offline copy $VULNDB/go-osv.tar.xz ($count advisories, newest dated $newest)"
      echo "Using $db: advisories published after $newest are not checked."
      run_govulncheck "file://$tmp/db"
      rc=$?
    else
      echo "No offline copy: set VULNDB to a folder holding go-osv.tar.xz to check against it."
      rc=unreachable
    fi
  fi
  case $rc in
    0) cat "$tmp/vuln.out"; go_summary="go: no known vulnerabilities in reachable code, per $db" ;;
    3) cat "$tmp/vuln.out"; found=1; go_summary="go: KNOWN VULNERABILITIES, per $db" ;;
    unreachable) unchecked=1; go_summary="go: NOT CHECKED (no vulnerability database)" ;;
    *) cat "$tmp/vuln.out"; found=1; go_summary="go: govulncheck failed (status $rc)" ;;
  esac
fi

echo "audit: $npm_summary; $go_summary"
if [ $found = 1 ]; then
  exit 1
fi
if [ $unchecked = 1 ] && [ "${AUDIT_STRICT:-0}" = 1 ]; then
  echo "AUDIT_STRICT=1: a check that could not be made fails the audit"
  exit 1
fi
exit 0

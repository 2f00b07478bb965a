#!/usr/bin/env bash
# playwright.dev is four sites in one repository: its build-nodejs script first copies the
# Node.js site's config, sidebars and docs (nodejs/) into the root, then builds; this builds
# that one.
set -euo pipefail
cp -r nodejs/* .

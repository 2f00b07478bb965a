#!/usr/bin/env bash
# frigate's build script first writes its Docker Compose generator's TypeScript files from a
# YAML file (scripts/build-config.mjs) and generates its API pages from its OpenAPI file with
# the command docusaurus-plugin-openapi-docs adds to Docusaurus's CLI (gen-api-docs).
set -euo pipefail
node scripts/build-config.mjs >/dev/null
./node_modules/.bin/docusaurus gen-api-docs all >/dev/null

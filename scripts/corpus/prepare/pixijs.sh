#!/usr/bin/env bash
# pixijs's build script first generates its tutorial docs from src/tutorials (npm run
# generate:content, a script of its own that reads only the repository); its other generators
# download sponsors and type definitions, which neither build needs.
set -euo pipefail
node scripts/generate-tutorial-docs.mjs >/dev/null

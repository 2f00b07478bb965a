#!/usr/bin/env bash
# babel's config reads data/sponsors.json, which its bootstrap:sponsors script downloads from
# Open Collective before a build; here it is an empty list (the page then shows only the
# sponsors of data/sponsors.yml).
set -euo pipefail
[ -f data/sponsors.json ] || echo '[]' > data/sponsors.json

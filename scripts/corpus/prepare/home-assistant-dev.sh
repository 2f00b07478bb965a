#!/usr/bin/env bash
# home-assistant's developer docs show the intents repository's intents.yaml and
# languages.yaml (!!yaml-loader!), which its bootstrap script clones into intents/ before a
# build. Here they come from the local mirror of that repository.
set -euo pipefail
git=${CORPUS_MIRROR:-/work/.mirror}/home-assistant+intents/repo
mkdir -p intents
git --git-dir="$git" archive HEAD intents.yaml languages.yaml | tar -x -C intents

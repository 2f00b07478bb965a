#!/usr/bin/env bash
# sequelize's docs show files of the sequelize repository's tests as text (!!raw-loader!),
# which its sync script clones into .sequelize/v7 before a build (and then builds the API
# reference, which neither build needs). Here they come from the local mirror of that
# repository, as the clone would give them.
set -euo pipefail
git=${CORPUS_MIRROR:-/work/.mirror}/sequelize+sequelize/repo
mkdir -p .sequelize/v7
git --git-dir="$git" archive HEAD packages/core/test/types | tar -x -C .sequelize/v7

#!/usr/bin/env node
// The `docusaurus` command of @gosaurus/docusaurus: gosaurus under Docusaurus's command name,
// so that a site's scripts (`docusaurus start`, `docusaurus build`, ...) run gosaurus. It is
// gosaurus's own launcher, with the same arguments.
"use strict";

require("gosaurus/bin/gosaurus.js");

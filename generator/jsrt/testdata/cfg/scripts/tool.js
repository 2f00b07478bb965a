#!/usr/bin/env node
// A script a config also requires.
exports.answer = () => 42;

#!/usr/bin/env node
// The `gosaurus` command of the npm package: runs the gosaurus binary of this platform's
// package (@gosaurus/<platform>-<arch>, an optional dependency npm installs only where it
// fits) with this command's arguments, and exits as the binary exits. Plain Node, no
// dependencies. GOSAURUS_BINARY_PATH names another binary to run.
//
// The binary finds the theme through GOSAURUS_HOME, this package's home/ folder, and React
// and the theme's other packages in the node_modules folder at or above it that npm installed
// them into, as Node would; nothing is written into the installed package. Where it finds
// none, or GOSAURUS_HOME is set already, the binary does as it does on its own: it uses the
// theme and packages it carries.
"use strict";

const childProcess = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const packageDir = path.join(__dirname, "..");
const platform = `${process.platform}-${process.arch}`;
const platformPackage = `@gosaurus/${platform}`;
const executable = process.platform === "win32" ? "gosaurus.exe" : "gosaurus";

function fail(message) {
  process.stderr.write(`gosaurus: ${message}\n`);
  process.exit(1);
}

// binaryPath is the binary of this platform's package, or a message saying why there is none.
function binaryPath() {
  if (process.env.GOSAURUS_BINARY_PATH) {
    return { path: process.env.GOSAURUS_BINARY_PATH };
  }
  try {
    const manifest = require.resolve(`${platformPackage}/package.json`, { paths: [packageDir] });
    return { path: path.join(path.dirname(manifest), "bin", executable) };
  } catch {
    // told below
  }
  let built = [];
  try {
    const own = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));
    built = Object.keys(own.optionalDependencies || {}).map((name) => name.replace(/^@gosaurus\//, ""));
  } catch {
    // the list is only for the message
  }
  const lines = [`no gosaurus binary for this platform, ${platform}: the package ${platformPackage} is not installed.`];
  if (built.includes(platform)) {
    lines.push(
      `npm installs it with gosaurus unless optional dependencies are left out (--omit=optional,`,
      `--no-optional) or node_modules or the lock file was made on another platform: run`,
      `npm install again here, without those flags.`,
    );
  } else {
    lines.push(
      `gosaurus is built for ${built.join(", ") || "other platforms"}; on this one, build it from`,
      `its source with \`make install\`.`,
    );
  }
  return { missing: lines.join("\n") };
}

// home is the folder to give the binary as GOSAURUS_HOME: this package's home/, which holds
// the theme. The binary finds React and the theme's other packages as Node would from there,
// in the node_modules folder npm installed them into, at or above the package. Undefined when
// GOSAURUS_HOME is set already, or the package has no theme: the binary then uses the one it
// carries.
function home() {
  if (process.env.GOSAURUS_HOME) {
    return undefined;
  }
  const dir = path.join(packageDir, "home");
  return fs.existsSync(path.join(dir, "theme-classic", "src")) ? dir : undefined;
}

const binary = binaryPath();
if (binary.missing) {
  fail(binary.missing);
}
if (process.platform !== "win32") {
  try {
    fs.accessSync(binary.path, fs.constants.X_OK);
  } catch {
    try {
      fs.chmodSync(binary.path, 0o755); // a package manager that dropped the mode
    } catch {
      // spawn says what is wrong
    }
  }
}

const env = { ...process.env };
const dir = home();
if (dir) {
  env.GOSAURUS_HOME = dir;
}

const child = childProcess.spawn(binary.path, process.argv.slice(2), { stdio: "inherit", env });

// Signals sent to this process go to the binary, which stops as it does on its own (a
// server shuts down cleanly on SIGINT and SIGTERM). Ctrl-C in a terminal reaches both; the
// binary treats the second SIGINT as the first. On Windows a console's Ctrl-C reaches every
// process in it, so the handlers only keep this one waiting for the binary.
const forwarded = process.platform === "win32" ? ["SIGINT", "SIGBREAK"] : ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"];
const handlers = new Map();
for (const signal of forwarded) {
  const handler = () => {
    if (process.platform !== "win32") {
      child.kill(signal);
    }
  };
  handlers.set(signal, handler);
  process.on(signal, handler);
}

child.on("error", (err) => {
  fail(`cannot run ${binary.path}: ${err.message}`);
});

// The binary's exit status is this command's; a binary killed by a signal kills this process
// with the same signal, so that a shell or CI sees what happened.
child.on("exit", (code, signal) => {
  for (const [name, handler] of handlers) {
    process.removeListener(name, handler);
  }
  if (signal) {
    process.kill(process.pid, signal);
    process.exit(128 + (os.constants.signals[signal] || 0)); // if the signal did not end it
  }
  process.exit(code);
});

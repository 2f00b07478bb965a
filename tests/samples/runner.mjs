// One Node process that runs many docs samples, one after another, for samples_test.go.
// Loading jsdom and msw costs about two seconds of CPU, so they are loaded once per process;
// each sample is a self-contained bundle (the test bundles it with esbuild, as an app's bundler
// would) and so gets its own instances of the SDK's modules, and each gets a fresh page
// (harness.mjs) and fresh mock services (mocks.mjs).
//
// Protocol: one JSON command a line on standard input, {id, file, dir, mocks, timeoutMs}; one
// JSON line on file descriptor 3 when ready, then one per command: {id, ok, stdout, stderr,
// error, ms, recycle}. With recycle set the process exits after the line (a failed sample may
// have left work running, process.exit was called, or memory grew): the test starts another.
//
// A sample is over when its module has settled and everything it started has finished, the
// condition on which a Node process of its own would exit: no more active resources (timers,
// sockets, requests) than before it started.
import fs from 'node:fs';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { openPage } from './harness.mjs';
import { startMockServer, mockHandlers } from './mocks.mjs';

const RESULTS_FD = 3;
const POLL_MS = 5;
// How long a sample may sit with nothing to do and its module unsettled before it counts as a
// top-level await that never settles (what Node reports with exit code 13).
const UNSETTLED_MS = 1000;
const MAX_RSS = 1.5 * 1024 ** 3;

// Node makes the standard streams' handles when they are first used: make them now, so that
// they are counted before a sample starts and not taken for the sample's.
void process.stdout, process.stderr, process.stdin;

const send = (message) => fs.writeSync(RESULTS_FD, `${JSON.stringify(message)}\n`);
const realExit = process.exit.bind(process);
const server = startMockServer();

// The sample running now, if any: errors Node reports for the process are its errors.
let current = null;

class SampleExit extends Error {}

process.exit = (code) => {
  if (!current) realExit(code);
  current.exit(code ?? process.exitCode ?? 0);
  throw new SampleExit(`process.exit(${code ?? ''})`);
};
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    if (error instanceof SampleExit) return;
    if (current) current.fail(error, event === 'unhandledRejection' ? 'unhandled rejection' : 'uncaught exception');
    else process.stderr.write(`runner: ${event} between samples: ${inspect(error)}\n`);
  });
}

function activeResources() {
  const counts = new Map();
  for (const type of process.getActiveResourcesInfo()) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}

// leftOver lists what is active beyond the baseline, e.g. "Timeout ×2".
function leftOver(baseline) {
  const extra = [];
  for (const [type, n] of activeResources()) {
    const more = n - (baseline.get(type) ?? 0);
    if (more > 0) extra.push(more > 1 ? `${type} ×${more}` : type);
  }
  return extra;
}

// capture sends what is written to standard output and error into buffers, until the
// returned function is called.
function capture(output) {
  const saved = { stdout: process.stdout.write, stderr: process.stderr.write };
  for (const stream of ['stdout', 'stderr']) {
    process[stream].write = (chunk, encoding, callback) => {
      output[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString(typeof encoding === 'string' ? encoding : 'utf8');
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    };
  }
  return () => Object.assign(process.stdout, { write: saved.stdout }) && Object.assign(process.stderr, { write: saved.stderr });
}

function run({ id, file, dir, mocks, timeoutMs }) {
  const closePage = openPage();
  server.resetHandlers(...mockHandlers(mocks ?? []));
  process.chdir(dir);
  const output = { stdout: '', stderr: '' };
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let idleSince = null;
    let finished = false;
    const finish = (failure, recycle = false) => {
      if (finished) return;
      finished = true;
      current = null;
      clearTimeout(deadline);
      restoreOutput();
      closePage();
      const exitCode = process.exitCode;
      process.exitCode = undefined;
      if (!failure && exitCode) failure = `the sample set process.exitCode = ${exitCode}`;
      resolve({ id, ok: !failure, ...output, error: failure, ms: Math.round(performance.now() - started), recycle: recycle || !!failure || process.memoryUsage().rss > MAX_RSS });
    };
    current = {
      fail: (error, how) => finish(`${how}: ${inspect(error)}`),
      exit: (code) => finish(code ? `the sample called process.exit(${code})` : undefined, true),
    };
    const deadline = setTimeout(() => {
      const active = leftOver(baseline);
      finish(`the sample did not finish within ${timeoutMs / 1000} s` + (settled ? `; still active: ${active.join(', ') || 'nothing'}` : '; its module had not settled'));
    }, timeoutMs);
    let baseline;
    let restoreOutput = () => {};
    // Counted from inside a timer's callback, as the polls are, so that the poll's own timer
    // counts alike in both.
    setTimeout(() => {
      baseline = activeResources();
      restoreOutput = capture(output);
      import(pathToFileURL(file).href).then(
        () => { settled = true; },
        (error) => { if (!(error instanceof SampleExit)) finish(`the sample threw: ${inspect(error)}`); }
      );
      setTimeout(poll, 0);
    }, 0);
    const poll = () => {
      if (finished) return;
      const idle = leftOver(baseline).length === 0;
      if (idle && settled) return finish();
      if (idle) {
        idleSince ??= performance.now();
        if (performance.now() - idleSince > UNSETTLED_MS) return finish('the sample awaits a promise that never settles (nothing left to run)');
      } else {
        idleSince = null;
      }
      setTimeout(poll, POLL_MS);
    };
  });
}

send({ ready: true, node: process.version });
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  let result;
  try {
    result = await run(JSON.parse(line));
  } catch (error) {
    // The runner's own failure (a bad command, an unknown mock scenario): this sample fails,
    // and a new process takes the next.
    result = { id: JSON.parse(line).id, ok: false, error: `runner: ${inspect(error)}`, recycle: true };
  }
  send(result);
  if (result.recycle) realExit(0);
}
realExit(0);

// A render worker of gosaurus's Node engine: it loads the server bundle once, as the embedded
// engine does, with the same host globals and Node's own modules, and renders the routes
// gosaurus asks for.
//
//   node worker.cjs <server bundle> <shared modules (JSON: id -> source)>
//
// Each line of stdin is {path, spec, module} (module: the route's script), {path, spec, data}
// (a data route's data) or {colorMode}; the answer, {page, bytes} and the page's HTML,
// {script} or {error}, is one line on file descriptor 3.
'use strict';
const {readFileSync, writeSync} = require('node:fs');
const readline = require('node:readline');
const v8 = require('node:v8');
const vm = require('node:vm');

// V8 optimizes a function with TurboFan once it has run for a while; a worker of a small site
// exits before that work pays for itself (website/, 34 pages: about 12 % of the build's CPU).
// Four times Node 20's budget (66 KiB of bytecode run) waits longer: website/ and 1,000 pages
// built about a tenth faster, 5,000 pages as fast as before. An engine without the flag says
// so on stderr and goes on.
v8.setFlagsFromString('--interrupt-budget=270336');

const [bundleFile, modulesFile] = process.argv.slice(2);
const sources = JSON.parse(readFileSync(modulesFile, 'utf8'));

// The embedded engine's globals: no window, a silent console, timers that never fire (server
// rendering is synchronous), microtasks run at once.
const noop = () => 0;
for (const name of ['log', 'info', 'warn', 'error', 'debug', 'trace']) console[name] = noop;
for (const name of ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate']) {
  globalThis[name] = noop;
}
globalThis.queueMicrotask = (fn) => {
  fn();
};
// Node's own modules, which a server bundle for Node leaves to Node as Docusaurus's
// Node-targeted server build does (bundle/nodebuiltins.go).
globalThis.gosaurusNodeRequire = (name) => require(name);
globalThis.gosaurusLoadModule = (id) => {
  const source = sources[id];
  return source === undefined ? undefined : vm.runInThisContext(source, {filename: id});
};
// A module that throws as the bundle loads (a package reading a file that is not there) is
// the answer to every request, as the embedded engine gives it, not a worker that dies.
let loadError = null;
try {
  vm.runInThisContext(readFileSync(bundleFile, 'utf8'), {filename: 'server.js'});
} catch (e) {
  // Node writes the line it stopped at above an error's stack; its frames follow the message.
  const frames = String((e && e.stack) || '').split('\n').filter((l) => /^\s+at /.test(l));
  const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  loadError = ['loading the server bundle: ' + what, ...frames.slice(0, 8), ...(frames.length > 8 ? ['    …'] : [])].join('\n');
}

// Answers are written at once, not through a stream: a write stream's buffering cost about
// 2 ms a page (a fifth of the worker's time at 1,000 pages), writeSync a tenth of that. A
// page's HTML follows its answer's line as bytes of its own ("bytes"), not escaped as JSON.
function answer(value) {
  let html = null;
  if (value.page) {
    html = Buffer.from(value.page.html);
    value = {page: {...value.page, html: undefined}, bytes: html.length};
  }
  write(Buffer.from(JSON.stringify(value) + '\n'));
  if (html) write(html);
}
function write(data) {
  for (let off = 0; off < data.length; ) {
    try {
      off += writeSync(3, data, off);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
    }
  }
}
// render renders a route. A page whose components load with React.lazy suspends the first
// time (renderToString does not wait), after starting their imports: once those promises have
// settled, the next render finds the components loaded, as Docusaurus's streaming render waits
// for them. An error that stays the same is the page's.
async function render(path, module) {
  for (let attempt = 1; ; attempt++) {
    try {
      return globalThis.gosaurusRender(path, module);
    } catch (e) {
      if (attempt === lazyAttempts || !/inside its Suspense boundary/.test(String(e && e.message))) throw e;
    }
    for (let i = 0; i < 20; i++) await null; // the imports' promise chains
  }
}
const lazyAttempts = 4;

// Requests are answered in order, one at a time: a render may wait for promises.
let queue = Promise.resolve();
readline.createInterface({input: process.stdin}).on('line', (line) => {
  queue = queue.then(async () => {
    let result;
    try {
      if (loadError) throw loadError;
      const req = JSON.parse(line);
      if ('colorMode' in req) {
        const make = globalThis.gosaurusColorModeScript;
        result = {script: typeof make === 'function' ? String(make(req.colorMode)) : ''};
      } else {
        let module;
        if ('data' in req) {
          // A data route: its data, which its script would have parsed (bundle/dataroutes.go).
          module = globalThis.gosaurusDataRoute(req.data, globalThis.gosaurusRequire);
        } else {
          const factory = vm.runInThisContext(req.module, {filename: req.spec});
          if (typeof factory !== 'function') throw new Error(`module ${req.spec}: its script is not a function`);
          module = factory(globalThis.gosaurusRequire);
        }
        result = {page: await render(req.path, module)};
      }
    } catch (e) {
      result = {error: e && e.stack ? String(e.stack) : String(e)};
    }
    answer(result);
  });
});

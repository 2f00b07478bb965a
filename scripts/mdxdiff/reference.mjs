#!/usr/bin/env node
// The Docusaurus side of `make mdx-diff`, and the renderer of both sides.
//
// Docusaurus 3.8.1's own MDX loader (@docusaurus/mdx-loader, installed by
// scripts/docusaurus-reference.sh into bench/.scratch, never a project dependency) compiles
// each file with the options the docs plugin of the classic preset gives it, and the
// compiled module is rendered with react-dom/server's renderToStaticMarkup through the
// stand-in components of standins.mjs. gosaurus's modules, compiled by the Go side
// (scripts/mdxdiff), are rendered here by the same code, so that what differs is what the
// two compilers wrote.
//
//   node reference.mjs [--format mdx|md|detect] FILE...   one JSON line per file on stdout
//   node reference.mjs --serve                              requests on stdin, answers on fd 3
//
// A request is a JSON line {id, file, format, gosaurus?: {code}, skipReference?}: the file is
// compiled by Docusaurus (unless skipReference: mdxdiff -reuse has that result already), and
// gosaurus.code (gosaurus's module, its JSX already compiled to JS) rendered.
// The answer is {id, reference: Result, gosaurus?: Result}, a Result being {html, toc,
// frontMatter, contentTitle, title, excerpt, error, renderError}.
//
// What is left out on purpose: links and images stay as written on both sides (Docusaurus's
// transformImage and transformLinks plugins are replaced by no-ops, as the Go side resolves
// nothing): resolving them against a site is the site's business, not the compiler's.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import vm from 'node:vm';
import {makeStandins} from './standins.mjs';

// React's production build: no development warnings mixed into what is compared.
process.env.NODE_ENV = 'production';

const here = path.dirname(fileURLToPath(import.meta.url));
const scratch = path.resolve(process.env.MDXDIFF_REFERENCE || path.join(here, '../../bench/.scratch'));
const req = createRequire(path.join(scratch, 'package.json'));

function fromLoader(rel) {
  return path.join(path.dirname(req.resolve('@docusaurus/mdx-loader')), rel);
}

// Links and images as written (see above): the two plugins become no-ops before the
// processor that loads them is.
for (const plugin of ['transformImage', 'transformLinks']) {
  const id = fromLoader(`remark/${plugin}/index.js`);
  const noop = () => () => {};
  req.cache[id] = {id, filename: id, loaded: true, exports: {__esModule: true, default: noop}};
}

const React = req('react');
const {renderToStaticMarkup} = req('react-dom/server');
const babel = req('@babel/core');
const cjsPlugin = req.resolve('@babel/plugin-transform-modules-commonjs');
const {default: mdxLoader} = req('@docusaurus/mdx-loader');
const {createProcessors} = req(fromLoader('processor.js'));
const utils = req('@docusaurus/utils');
const {DEFAULT_MARKDOWN_CONFIG} = req(path.join(path.dirname(req.resolve('@docusaurus/core/package.json')), 'lib/server/configValidation.js'));
const {validateDocFrontMatter} = req('@docusaurus/plugin-content-docs/lib/frontMatter.js');

const standins = makeStandins(React, req('react/jsx-runtime'));

// The loader's options, one set per markdown.format, as the docs plugin of the classic
// preset passes them with its defaults (admonitions on, no remark or rehype plugins).
const optionsByFormat = new Map();
async function loaderOptions(format, siteDir) {
  const key = format + '\0' + siteDir;
  if (!optionsByFormat.has(key)) {
    const options = {
      admonitions: true,
      remarkPlugins: [],
      rehypePlugins: [],
      recmaPlugins: [],
      beforeDefaultRemarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      staticDirs: [path.join(siteDir, 'static')],
      siteDir,
      markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, format},
    };
    options.processors = await createProcessors({options});
    optionsByFormat.set(key, options);
  }
  return optionsByFormat.get(key);
}

// runLoader calls the webpack loader as webpack's server compiler would.
function runLoader(options, file, content) {
  return new Promise((resolve, reject) => {
    const context = {
      _compiler: {name: 'server'},
      resource: file,
      resourcePath: file,
      getOptions: () => options,
      addDependency: () => {},
      async: () => (err, result) => (err ? reject(err) : resolve(result)),
    };
    mdxLoader.call(context, content);
  });
}

// message is an error as one line, with the line and column of the source it names: the
// loader wraps MDX's own error (its cause) in a message with a stack trace.
function message(err) {
  const cause = err?.cause ?? err;
  const text = cause?.reason ?? cause?.message ?? String(cause);
  const at = cause?.line ? `${cause.line}:${cause.column ?? 0}: ` : '';
  return at + text.split('\n')[0];
}

// toCJS turns an ES module into CommonJS that evaluate can run: the same transform for both
// sides' modules.
function toCJS(code, file) {
  return babel.transformSync(code, {
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    filename: file,
    plugins: [cjsPlugin],
  }).code;
}

// render evaluates a compiled module (ESM, no JSX) and renders its default export.
function render(code, file, out) {
  let exports;
  let cjs;
  try {
    cjs = toCJS(code, file);
  } catch (err) {
    // A module Babel cannot read (a name declared twice) fails the build's bundler too: an
    // error of the compile, not of the render.
    out.error = 'compile: ' + message(err);
    return out;
  }
  try {
    const fn = vm.runInThisContext(`(function (require, module, exports) {${cjs}\n})`, {filename: file});
    const module = {exports: {}};
    fn(standins.requireFor(cjs), module, module.exports);
    exports = module.exports;
  } catch (err) {
    out.renderError = 'evaluate: ' + message(err);
    return out;
  }
  out.frontMatter = exports.frontMatter ?? null;
  out.contentTitle = exports.contentTitle ?? null;
  out.toc = exports.toc ?? null;
  try {
    out.html = renderToStaticMarkup(React.createElement(exports.default, {}));
  } catch (err) {
    out.renderError = 'render: ' + message(err);
  }
  return out;
}

// reference compiles file with Docusaurus and renders it; the page's title and description
// are what the docs plugin takes (front matter, else the content title and the excerpt).
async function reference(file, format) {
  const out = {};
  let content;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (err) {
    out.error = message(err);
    return out;
  }
  const options = await loaderOptions(format, siteDirOf(file));
  let code;
  try {
    code = await runLoader(options, file, content);
  } catch (err) {
    out.error = message(err);
    return out;
  }
  try {
    const parsed = await utils.parseMarkdownFile({filePath: file, fileContent: content, parseFrontMatter: options.markdownConfig.parseFrontMatter});
    const fm = validateDocFrontMatter(parsed.frontMatter);
    out.title = fm.title ?? parsed.contentTitle ?? null;
    out.excerpt = fm.description ?? parsed.excerpt ?? '';
  } catch (err) {
    out.metaError = message(err);
  }
  return render(code, file, out);
}

// siteDirOf is the folder above file that has a docusaurus config, else file's own folder:
// where the loader looks for static files.
function siteDirOf(file) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (['js', 'ts', 'mjs', 'cjs'].some((ext) => fs.existsSync(path.join(dir, `docusaurus.config.${ext}`)))) {
      return dir;
    }
    if (path.dirname(dir) === dir) {
      return path.dirname(file);
    }
  }
}

async function answer(request) {
  const result = {id: request.id, reference: request.skipReference ? {} : await reference(request.file, request.format || 'mdx')};
  if (request.gosaurus) {
    result.gosaurus = render(request.gosaurus.code, request.file, {});
  }
  return result;
}

async function serve() {
  const out = fs.createWriteStream(null, {fd: 3});
  // Whatever a plugin prints goes to stderr: fd 3 carries only answers.
  console.log = console.error;
  const lines = readline.createInterface({input: process.stdin, crlfDelay: Infinity});
  for await (const line of lines) {
    if (!line.trim()) {
      continue;
    }
    const request = JSON.parse(line);
    let result;
    try {
      result = await answer(request);
    } catch (err) {
      result = {id: request.id, reference: {error: 'harness: ' + message(err)}};
    }
    await new Promise((resolve) => out.write(JSON.stringify(result) + '\n', resolve));
  }
  out.end();
}

async function main(args) {
  if (args[0] === '--serve') {
    return serve();
  }
  let format = 'mdx';
  if (args[0] === '--format') {
    format = args[1];
    args = args.slice(2);
  }
  for (const file of args) {
    const result = await reference(path.resolve(file), format);
    process.stdout.write(JSON.stringify({file, ...result}) + '\n');
  }
}

await main(process.argv.slice(2));

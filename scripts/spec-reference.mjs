// Compiles the examples of gosaurus's markdown spec files (generator/markdown/testdata/spec)
// with Docusaurus 3.8.1's own MDX pipeline, and prints, for each, gosaurus's result and
// Docusaurus's: the JSX body (its component names written _c. as gosaurus writes them, its
// line breaks between elements left out), the heading ids, the table of contents, the title,
// the front matter, or the error. Run with
// the reference install (scripts/docusaurus-reference.sh install):
//
//   node scripts/spec-reference.mjs bench/.scratch/node_modules generator/markdown/testdata/spec/*.txt
import {createRequire} from 'node:module';
import {readFileSync, mkdtempSync, writeFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const [modules, ...files] = process.argv.slice(2);
const require = createRequire(path.resolve(modules, 'x.js'));
const {createProcessorUncached} = require('@docusaurus/mdx-loader/lib/processor.js');
const preprocess = require('@docusaurus/mdx-loader/lib/preprocessor.js').default;
const {parseMarkdownContentTitle, DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');

const fence = '`'.repeat(32);
const markdownConfig = {
  mermaid: false,
  mdx1Compat: {comments: true, admonitions: true, headingIds: true},
  anchors: {maintainCase: false},
  hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
};
const dir = mkdtempSync(path.join(tmpdir(), 'spec-reference-'));
const processors = {};
async function compile(text, format) {
  const config = {...markdownConfig, format};
  const options = {markdownConfig: config, admonitions: true, siteDir: dir, staticDirs: [], jsx: true};
  processors[format] ??= await createProcessorUncached({options, format});
  const file = path.join(dir, 'doc.' + format);
  writeFileSync(file, text);
  const content = preprocess({fileContent: text, filePath: file, markdownConfig: config, admonitions: true});
  const result = await processors[format].process({content, filePath: file, frontMatter: {}, compilerName: 'server'});
  return String(result.content);
}

for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith(fence + ' example')) continue;
    const options = lines[i].slice(fence.length + 8).trim().split(/\s+/);
    const start = i + 1;
    let dot = start;
    while (lines[dot] !== '.') dot++;
    let end = dot + 1;
    while (lines[end] !== fence) end++;
    const input = lines.slice(start, dot).join('\n').replaceAll('→', '\t') + '\n';
    const ours = lines.slice(dot + 1, end).join('\n');
    let theirs;
    try {
      if (options.includes('frontmatter')) {
        theirs = JSON.stringify((await DEFAULT_PARSE_FRONT_MATTER({fileContent: input})).frontMatter);
      } else if (options.includes('title')) {
        theirs = parseMarkdownContentTitle(input.replace(/^---\n[\s\S]*?\n---\n/, '')).contentTitle ?? '';
      } else {
        const out = await compile(input, options.includes('md') ? 'md' : 'mdx');
        if (options.includes('ids')) {
          theirs = [...out.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]).join('\n');
        } else if (options.includes('toc')) {
          const toc = /export const toc = (\[.*?\]);\n/s.exec(out);
          // A partial's TOC spread in is written ...__tocName, as gosaurus's spec shows it.
          const items = toc ? new Function('return ' + toc[1].replace(/\.\.\.(__toc[\w$]+)/g, '{slice: "$1"}'))() : [];
          theirs = items.map((it) => (it.slice ? '...' + it.slice : `${it.level} #${it.id} ${it.value}`)).join('\n');
        } else {
          const body = /\n  return (.*?);\n\}\n/s.exec(out);
          theirs = (body ? body[1] : out).replaceAll('_components.', '_c.').replaceAll('{"\\n"}', '');
        }
      }
    } catch (e) {
      theirs = 'error: ' + (e.message || e);
    }
    console.log(`${path.basename(file)}:${i + 1}\n  gosaurus:   ${ours.replaceAll('\n', '\n              ')}\n  docusaurus: ${theirs.replaceAll('\n', '\n              ')}`);
    i = end;
  }
}
rmSync(dir, {recursive: true, force: true});

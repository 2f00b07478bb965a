import React, {createContext, useContext, useMemo} from 'react';
import clsx from './clsx.js';
import {ReactContextError} from './reactUtils.jsx';

// Code block metadata as Docusaurus 3.8's theme-common computes it, with the same names and
// signatures, so that CodeBlock components ejected from Docusaurus read it unchanged.

const codeBlockTitleRegex = /title=(["'])(.*?)\1/;
const metastringLinesRangeRegex = /\{([\d,-]+)\}/;

export function parseCodeBlockTitle(metastring) {
  const match = metastring ? codeBlockTitleRegex.exec(metastring) : null;
  return match ? match[2] : '';
}

function getMetaLineNumbersStart(metastring) {
  const meta = metastring
    ? metastring.split(' ').find((str) => str.startsWith('showLineNumbers'))
    : undefined;
  if (meta) {
    if (meta.startsWith('showLineNumbers=')) {
      return parseInt(meta.replace('showLineNumbers=', ''), 10);
    }
    return 1;
  }
  return undefined;
}

// showLineNumbers: true -> 1, a number -> that number, else from the metastring.
export function getLineNumbersStart({showLineNumbers, metastring}) {
  if (typeof showLineNumbers === 'boolean') {
    return showLineNumbers ? 1 : undefined;
  }
  if (typeof showLineNumbers === 'number') {
    return showLineNumbers;
  }
  return getMetaLineNumbersStart(metastring);
}

// Whether a code fence's meta string asks for line numbers (Docusaurus keeps it for
// components swizzled before getLineNumbersStart).
export function containsLineNumbers(metastring) {
  return Boolean(metastring && metastring.includes('showLineNumbers'));
}

// "1,3-5" -> [1, 3, 4, 5]
function parseNumericRange(range) {
  const res = [];
  range.split(',').forEach((part) => {
    const str = part.trim();
    let m;
    if (/^-?\d+$/.test(str)) {
      res.push(parseInt(str, 10));
    } else if ((m = /^(-?\d+)(-|\.\.\.?)(-?\d+)$/.exec(str))) {
      const lhs = parseInt(m[1], 10);
      let rhs = parseInt(m[3], 10);
      const incr = lhs < rhs ? 1 : -1;
      if (m[2] === '-' || m[2] === '..') {
        rhs += incr;
      }
      for (let i = lhs; i !== rhs; i += incr) {
        res.push(i);
      }
    }
  });
  return res;
}

// Comment syntaxes a magic comment can be written in, as regexp sources (opening, closing).
const commentSyntaxes = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
};

// The syntaxes each language's magic comments may use; any other language gets the common ones.
const commonSyntaxes = ['js', 'jsBlock', 'jsx', 'bash', 'html'];
const languageSyntaxes = {};
[
  [['js', 'javascript', 'ts', 'typescript'], ['js', 'jsBlock']],
  [['jsx', 'tsx'], ['js', 'jsBlock', 'jsx']],
  [['html'], ['js', 'jsBlock', 'html']],
  [['python', 'py', 'bash'], ['bash']],
  [['markdown', 'md'], ['html', 'jsx', 'bash']],
  [['tex', 'latex', 'matlab'], ['tex']],
  [['lua', 'haskell'], ['lua']],
  [['sql'], ['lua', 'jsBlock']],
  [['wasm'], ['wasm']],
  [['vb', 'vba', 'visual-basic'], ['vb', 'rem']],
  [['vbnet'], ['vbnet', 'rem']],
  [['batch'], ['rem']],
  [['basic'], ['rem', 'f90']],
  [['fsharp'], ['js', 'ml']],
  [['ocaml', 'sml'], ['ml']],
  [['fortran'], ['f90']],
  [['cobol'], ['cobol']],
].forEach(([languages, syntaxes]) => {
  languages.forEach((language) => {
    languageSyntaxes[language] = syntaxes;
  });
});

// A line that is only a magic comment (blanks around it allowed); the directive is the one
// capture group that matched.
function directiveRegex(language, magicComments) {
  const directives = magicComments
    .flatMap((c) => [c.line, c.block && c.block.start, c.block && c.block.end])
    .filter(Boolean)
    .join('|');
  const alternatives = (languageSyntaxes[language] || commonSyntaxes).map((name) => {
    const [open, close] = commentSyntaxes[name];
    return `(?:${open}\\s*(${directives})\\s*${close})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

// Most code has no magic comment: a plain text search spares the line by line match.
function hasDirective(code, magicComments) {
  return magicComments.some(
    (c) =>
      (c.line && code.includes(c.line)) ||
      (c.block && (code.includes(c.block.start) || code.includes(c.block.end))),
  );
}

// A {1,3-5} range of the metastring marks lines with the first magic comment's class, and then
// the code is not searched for magic comments.
function linesFromMetastring(code, {metastring, magicComments}) {
  const match = metastring ? metastringLinesRangeRegex.exec(metastring) : null;
  if (!match) {
    return null;
  }
  if (magicComments.length === 0) {
    throw new Error(
      `A highlight range has been given in code block's metastring (\`\`\` ${metastring}), but no magic comment config is available. Docusaurus applies the first magic comment entry's className for metastring ranges.`,
    );
  }
  const className = magicComments[0].className;
  const lineClassNames = {};
  parseNumericRange(match[1])
    .filter((n) => n > 0)
    .forEach((n) => {
      lineClassNames[n - 1] = [className];
    });
  return {code, lineClassNames};
}

// Removes the lines that are magic comments and gives the lines they mark their classes.
function linesFromMagicComments(code, {language, magicComments}) {
  if (language === undefined || !hasDirective(code, magicComments)) {
    return {code, lineClassNames: {}};
  }
  const regex = directiveRegex(language, magicComments);
  const byLine = new Map(magicComments.filter((c) => c.line).map((c) => [c.line, c]));
  const byStart = new Map(magicComments.filter((c) => c.block).map((c) => [c.block.start, c]));
  const byEnd = new Map(magicComments.filter((c) => c.block).map((c) => [c.block.end, c]));
  // className -> the lines it marks, once per directive (a line marked twice has it twice)
  const marked = new Map(magicComments.map((c) => [c.className, []]));
  const open = new Map(); // className -> index of the first line of its block
  const kept = [];
  code.split(/\r?\n/).forEach((line) => {
    const match = regex.exec(line);
    const directive = match && match.slice(1).find((d) => d !== undefined);
    if (!directive) {
      kept.push(line);
      return;
    }
    const at = kept.length; // the index the next kept line gets
    if (byLine.has(directive)) {
      marked.get(byLine.get(directive).className).push(at);
    } else if (byStart.has(directive)) {
      open.set(byStart.get(directive).className, at);
    } else if (byEnd.has(directive)) {
      const className = byEnd.get(directive).className;
      marked.get(className).push(...parseNumericRange(`${open.get(className) ?? 0}-${at - 1}`));
    }
  });
  const lineClassNames = {};
  marked.forEach((lines, className) => {
    lines.forEach((i) => {
      (lineClassNames[i] ??= []).push(className);
    });
  });
  return {code: kept.join('\n'), lineClassNames};
}

// The code without its last line break and its magic comments, and the classes of its
// lines (0-based) from the metastring's range or, without one, from the magic comments.
export function parseLines(code, params) {
  const trimmed = code.replace(/\r?\n$/, '');
  return linesFromMetastring(trimmed, params) ?? linesFromMagicComments(trimmed, params);
}

export function parseClassNameLanguage(className) {
  if (!className) {
    return undefined;
  }
  const languageClassName = className.split(' ').find((str) => str.startsWith('language-'));
  return languageClassName ? languageClassName.replace(/language-/, '') : undefined;
}

// Prism languages are lowercase: accept "PHP" as well as "php".
function normalizeLanguage(language) {
  return language ? language.toLowerCase() : language;
}

function getLanguage({language, className, defaultLanguage}) {
  return (
    normalizeLanguage(language ?? parseClassNameLanguage(className) ?? defaultLanguage) ?? 'text'
  );
}

// Always have the "language-xxx" class, for MDX and JSX code blocks alike.
function ensureLanguageClassName({className, language}) {
  return clsx(
    className,
    language && !(className || '').includes(`language-${language}`) && `language-${language}`,
  );
}

// Everything the code block components read: {codeInput, code, className, language, title,
// lineNumbersStart, lineClassNames}, from {code, className, language, defaultLanguage,
// metastring, magicComments, title, showLineNumbers}.
export function createCodeBlockMetadata(params) {
  const language = getLanguage(params);
  const {code, lineClassNames} = parseLines(params.code, {
    metastring: params.metastring,
    magicComments: params.magicComments,
    language,
  });
  return {
    codeInput: params.code,
    code,
    className: ensureLanguageClassName({className: params.className, language}),
    language,
    title: parseCodeBlockTitle(params.metastring) || params.title,
    lineNumbersStart: getLineNumbersStart(params),
    lineClassNames,
  };
}

const CodeBlockContext = createContext(null);

export function CodeBlockContextProvider({metadata, wordWrap, children}) {
  const value = useMemo(() => ({metadata, wordWrap}), [metadata, wordWrap]);
  return <CodeBlockContext.Provider value={value}>{children}</CodeBlockContext.Provider>;
}

export function useCodeBlockContext() {
  const value = useContext(CodeBlockContext);
  if (value === null) {
    throw new ReactContextError('CodeBlockContextProvider');
  }
  return value;
}

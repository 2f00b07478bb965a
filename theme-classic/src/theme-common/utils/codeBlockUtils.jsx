import React, {createContext, useContext, useMemo} from 'react';
import clsx from './clsx.js';
import {ReactContextError} from './reactUtils.jsx';

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

// showLineNumbers: true -> 1, a number -> that number, else from metastring.
export function getLineNumbersStart({showLineNumbers, metastring}) {
  if (typeof showLineNumbers === 'boolean') {
    return showLineNumbers ? 1 : undefined;
  }
  if (typeof showLineNumbers === 'number') {
    return showLineNumbers;
  }
  if (typeof showLineNumbers === 'string' && /^\d+$/.test(showLineNumbers)) {
    return parseInt(showLineNumbers, 10);
  }
  return getMetaLineNumbersStart(metastring);
}

// "1,3-5" -> [1, 3, 4, 5]
export function parseNumericRange(range) {
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

export function getLanguage({language, className, defaultLanguage}) {
  return (
    normalizeLanguage(language ?? parseClassNameLanguage(className) ?? defaultLanguage) ?? 'text'
  );
}

// Always have the "language-xxx" class, for MDX and JSX code blocks alike.
export function ensureLanguageClassName({className, language}) {
  return clsx(
    className,
    language && !(className || '').includes(`language-${language}`) && `language-${language}`,
  );
}

// One line of code as {types, content, empty} tokens, like prism-react-renderer's. spans
// alternates a Prism token type ("" for plain) and a length in UTF-16 units (what the markdown
// compiler emits, so a module carries each code text once).
function tokenLine(text, spans) {
  const tokens = [];
  let at = 0;
  for (let i = 0; spans && i < spans.length; i += 2) {
    const content = text.slice(at, (at += spans[i + 1]));
    if (content !== '') {
      tokens.push({types: spans[i] ? spans[i].split(' ') : ['plain'], content, empty: false});
    }
  }
  return tokens.length ? tokens : [{types: ['plain'], content: '', empty: true}];
}

// Everything the code block components need, from the CodeBlock props:
// {language, title, showLineNumbers, highlightLines, code, tokens} (from the
// markdown compiler) or Docusaurus-style {children, className, metastring}.
export function createCodeBlockMetadata(props, {defaultLanguage, magicComments}) {
  let codeInput;
  if (typeof props.code === 'string') {
    codeInput = props.code;
  } else if (typeof props.children === 'string') {
    codeInput = props.children;
  } else {
    codeInput = '';
  }
  const language = getLanguage({
    language: props.language,
    className: props.className,
    defaultLanguage,
  });
  // Historical behavior: the last line break is removed.
  const code = codeInput.replace(/\r?\n$/, '');
  const tokens = Array.isArray(props.tokens) ? props.tokens : null;
  const lines = code
    .split(/\r?\n/)
    .map((text, i) => tokenLine(text, tokens ? tokens[i] : ['', text.length]));

  const highlightClassName =
    magicComments && magicComments[0] ? magicComments[0].className : 'theme-code-block-highlighted-line';
  const lineClassNames = {};
  let highlightLines = Array.isArray(props.highlightLines) ? props.highlightLines : [];
  if (!highlightLines.length && props.metastring && metastringLinesRangeRegex.test(props.metastring)) {
    highlightLines = parseNumericRange(metastringLinesRangeRegex.exec(props.metastring)[1]);
  }
  highlightLines
    .filter((n) => n > 0)
    .forEach((n) => {
      lineClassNames[n - 1] = [highlightClassName];
    });

  return {
    codeInput,
    code,
    lines,
    className: ensureLanguageClassName({className: props.className, language}),
    language,
    title: parseCodeBlockTitle(props.metastring) || props.title,
    lineNumbersStart: getLineNumbersStart({
      showLineNumbers: props.showLineNumbers,
      metastring: props.metastring,
    }),
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

// Whether a code fence's meta string asks for line numbers.
export function containsLineNumbers(metastring) {
  return getMetaLineNumbersStart(metastring) !== undefined;
}

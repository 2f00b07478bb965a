import React, {createContext, useContext, useMemo} from 'react';

// gosaurus highlights code at build time: the markdown compiler passes each code block its
// tokens, and the browser carries no highlighter. @theme/CodeBlock provides them, and
// @theme/CodeBlock/Content reads them for the code it shows, whichever component between the
// two (Docusaurus's own, ejected) computed the metadata.

// One line of code as prism-react-renderer's tokens ({types, content}; an empty line is one
// plain "\n" token marked empty). spans alternates a Prism token type ("" for plain) and a
// length in UTF-16 units, as the markdown compiler writes them, so that a module carries
// each code text once.
function tokenLine(text, spans) {
  const tokens = [];
  let at = 0;
  for (let i = 0; spans && i < spans.length; i += 2) {
    const content = text.slice(at, (at += spans[i + 1]));
    if (content !== '') {
      tokens.push({types: spans[i] ? spans[i].split(' ') : ['plain'], content});
    }
  }
  return tokens.length ? tokens : [{types: ['plain'], content: '\n', empty: true}];
}

function plainLine(text) {
  return tokenLine(text, ['', text.length]);
}

// The lines of code as tokens, from the compiler's spans of its lines (none: plain lines).
export function codeTokenLines(code, spans) {
  return code
    .split(/\r?\n/)
    .map((text, i) => (spans ? tokenLine(text, spans[i]) : plainLine(text)));
}

// The tokens of code from the highlighted source. A component may have changed the code on
// the way (magic comments of the site's own, which the compiler leaves in): each line takes
// the tokens of the next source line of the same text, and is plain if there is none.
function alignedTokenLines(code, source) {
  if (!source) {
    return codeTokenLines(code);
  }
  if (source.code === code) {
    return codeTokenLines(code, source.tokens);
  }
  const sourceLines = source.code.split(/\r?\n/);
  let next = 0;
  return code.split(/\r?\n/).map((text) => {
    const at = sourceLines.indexOf(text, next);
    if (at < 0) {
      return plainLine(text);
    }
    next = at + 1;
    return tokenLine(text, source.tokens[at]);
  });
}

// FNV-1a over the string's UTF-16 code units, as the markdown compiler hashes a block's code.
function codeHash(code) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) {
    hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

// The spans of tokens ({hash, lines}, the compiler's tokens prop) when they were highlighted
// for code, the children a code block got: a component on the way (a swizzled wrapper of
// @theme/CodeBlock) may have passed other children along with the markdown's props, and
// another code's spans would cut this one wrongly.
export function codeTokenSpans(code, tokens) {
  if (typeof code !== 'string' || !tokens || codeHash(code) !== tokens.hash) {
    return undefined;
  }
  return tokens.lines;
}

const CodeBlockTokensContext = createContext(null);

// code is the code block's children, tokens its tokens prop: none (plain lines) for the code
// under it when the tokens are another code's.
export function CodeBlockTokensProvider({code, tokens, children}) {
  const value = useMemo(() => {
    const spans = codeTokenSpans(code, tokens);
    // The children end with a line break, which the code block metadata takes off.
    return spans ? {code: code.replace(/\r?\n$/, ''), tokens: spans} : null;
  }, [code, tokens]);
  return <CodeBlockTokensContext.Provider value={value}>{children}</CodeBlockTokensContext.Provider>;
}

// The lines of the code a code block shows, as prism-react-renderer's Highlight gives them.
export function useCodeBlockTokenLines(code) {
  const source = useContext(CodeBlockTokensContext);
  return useMemo(() => alignedTokenLines(code, source), [code, source]);
}

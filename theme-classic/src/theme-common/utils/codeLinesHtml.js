import {getStyleForToken} from './prismThemes.js';

// Code blocks are rendered as one HTML string instead of a React element per token: a page
// of samples has thousands of tokens, and building elements for them dominated server
// rendering in goja and hydration in the browser. The markup is what the element tree was.

const escapes = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};

const special = /[&<>"']/;

export function escapeHtml(text) {
  const s = String(text);
  return special.test(s) ? s.replace(/[&<>"']/g, (c) => escapes[c]) : s;
}

function cssProperty(name) {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function styleAttribute(style) {
  if (!style) return '';
  const decls = Object.keys(style)
    .filter((k) => style[k] !== undefined && style[k] !== null && style[k] !== '')
    .map((k) => `${cssProperty(k)}:${style[k]}`);
  return decls.length ? ` style="${escapeHtml(decls.join(';'))}"` : '';
}

// The style attribute of each token type, per theme dict: a page has thousands of tokens but
// only a few dozen kinds.
const tokenAttributes = new WeakMap();

function tokenAttribute(dict, token) {
  let byTypes = tokenAttributes.get(dict);
  if (!byTypes) {
    byTypes = new Map();
    tokenAttributes.set(dict, byTypes);
  }
  const key = token.types.join(' ') + (token.empty ? '/' : '');
  let attr = byTypes.get(key);
  if (attr === undefined) {
    attr = `class="token ${token.types.join(' ')}"${styleAttribute(getStyleForToken(dict, token.types, token.empty))}`;
    byTypes.set(key, attr);
  }
  return attr;
}

// codeLinesHtml returns the inner HTML of <code> that @theme/CodeBlock/Line and
// @theme/CodeBlock/Line/Token render for lines of prism-react-renderer tokens: one
// span.token-line per line, each with its token spans and a <br>, with line-number cells when
// showLineNumbers is on. An empty line's "\n" token is empty, as Line makes it.
export default function codeLinesHtml({lines, dict, lineClassNames, showLineNumbers}) {
  const plainStyle = styleAttribute(dict.plain);
  let html = '';
  for (let i = 0; i < lines.length; i++) {
    let tokens = '';
    const emptyLine = lines[i].length === 1 && lines[i][0].content === '\n';
    for (const token of lines[i]) {
      const content = emptyLine ? '' : escapeHtml(token.content);
      tokens += `<span ${tokenAttribute(dict, token)}>${content}</span>`;
    }
    const classes = ['token-line', ...(lineClassNames[i] || [])];
    if (showLineNumbers) {
      classes.push('codeLine_lJS_');
      tokens = `<span class="codeLineNumber_Tfdd"></span><span class="codeLineContent_feaV">${tokens}</span>`;
    }
    html += `<span class="${classes.join(' ')}"${plainStyle}>${tokens}<br/></span>`;
  }
  return html;
}

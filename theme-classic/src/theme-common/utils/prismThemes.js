import clsx from './clsx.js';

// Default Prism theme of the classic theme (palenight), used when
// themeConfig.prism.theme is not given. Same shape as prism-react-renderer
// themes: {plain, styles: [{types, style, languages?}]}.
export const palenight = {
  plain: {color: '#bfc7d5', backgroundColor: '#292d3e'},
  styles: [
    {types: ['comment'], style: {color: 'rgb(105, 112, 152)', fontStyle: 'italic'}},
    {types: ['string', 'inserted'], style: {color: 'rgb(195, 232, 141)'}},
    {types: ['number'], style: {color: 'rgb(247, 140, 108)'}},
    {types: ['builtin', 'char', 'constant', 'function'], style: {color: 'rgb(130, 170, 255)'}},
    {types: ['punctuation', 'selector'], style: {color: 'rgb(199, 146, 234)'}},
    {types: ['variable'], style: {color: 'rgb(191, 199, 213)'}},
    {types: ['class-name', 'attr-name'], style: {color: 'rgb(255, 203, 107)'}},
    {types: ['tag', 'deleted'], style: {color: 'rgb(255, 85, 114)'}},
    {types: ['operator'], style: {color: 'rgb(137, 221, 255)'}},
    {types: ['boolean'], style: {color: 'rgb(255, 88, 116)'}},
    {types: ['keyword'], style: {fontStyle: 'italic'}},
    {types: ['doctype'], style: {color: 'rgb(199, 146, 234)', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: 'rgb(178, 204, 214)'}},
    {types: ['url'], style: {color: 'rgb(221, 221, 221)'}},
  ],
};

function isTheme(theme) {
  return !!theme && typeof theme === 'object' && !!theme.plain;
}

export function normalizePrismTheme(theme) {
  return isTheme(theme) ? {styles: [], ...theme} : palenight;
}

const dictCache = new WeakMap();

// Same mapping as prism-react-renderer's themeToDict, computed once per theme and language:
// every code block of every page asks for it.
export function themeToDict(theme, language) {
  let byLanguage = dictCache.get(theme);
  if (!byLanguage) {
    byLanguage = new Map();
    dictCache.set(theme, byLanguage);
  }
  let dict = byLanguage.get(language);
  if (!dict) {
    dict = computeDict(theme, language);
    byLanguage.set(language, dict);
  }
  return dict;
}

function computeDict(theme, language) {
  const dict = {};
  (theme.styles || []).forEach((entry) => {
    const {languages, style} = entry;
    if (languages && language && languages.indexOf(language) === -1) {
      return;
    }
    (entry.types || []).forEach((type) => {
      dict[type] = {...dict[type], ...style};
    });
  });
  dict.root = theme.plain;
  dict.plain = {...theme.plain, backgroundColor: undefined};
  return dict;
}

// Inline style of a token, like prism-react-renderer's getTokenProps.
export function getStyleForToken(dict, types, empty) {
  if (types.length === 1 && types[0] === 'plain') {
    return empty ? {display: 'inline-block'} : undefined;
  }
  if (types.length === 1 && !empty) {
    return dict[types[0]];
  }
  const baseStyle = empty ? {display: 'inline-block'} : {};
  return types.reduce((acc, type) => Object.assign(acc, dict[type]), baseStyle);
}

const propGetters = new WeakMap();

// prism-react-renderer's getLineProps and getTokenProps for a theme dict, which
// @theme/CodeBlock/Line receives: the props of a line's <span> and of a token's.
export function lineAndTokenProps(dict) {
  let getters = propGetters.get(dict);
  if (!getters) {
    getters = {
      getLineProps: ({line, className, style, ...rest}) => ({
        ...rest,
        className: clsx('token-line', className),
        style: style ? {...dict.plain, ...style} : dict.plain,
      }),
      getTokenProps: ({token, className, style, ...rest}) => {
        const tokenStyle = getStyleForToken(dict, token.types, token.empty);
        return {
          ...rest,
          className: clsx('token', ...token.types, className),
          children: token.content,
          style: style ? {...tokenStyle, ...style} : tokenStyle,
        };
      },
    };
    propGetters.set(dict, getters);
  }
  return getters;
}

// CSS variables set on the code block container.
export function getPrismCssVariables(prismTheme) {
  const mapping = {color: '--prism-color', backgroundColor: '--prism-background-color'};
  const properties = {};
  Object.keys(prismTheme.plain || {}).forEach((key) => {
    const value = prismTheme.plain[key];
    const varName = mapping[key];
    if (varName && typeof value === 'string') {
      properties[varName] = value;
    }
  });
  return properties;
}

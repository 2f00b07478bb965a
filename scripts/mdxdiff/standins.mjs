// Stand-in components for `make mdx-diff`: both sides' compiled modules render through these,
// so that the HTML shows what each compiler wrote rather than what the theme makes of it.
//
// - A component the module imports, or names without importing it, renders as an element of
//   its name that prints its props: <Tabs groupId="os" from="@theme/Tabs">…</Tabs>. A prop
//   holding React elements is rendered inside, as <x-prop name="title">…</x-prop>; other props
//   are printed as strings, or as JSON.
// - The theme's MDX components are stand-ins too, each doing with its props the part of the
//   theme's work that depends on how the compiler wrote them: headings (an h1, or one whose id is empty, shows no id, as
//   @theme/Heading has it), code (inline, or a code block as MDXComponents/Code decides),
//   code blocks (language, title, line numbers and code as the theme derives them from
//   MDX's className/metastring/children, which gosaurus's blocks have too, or from JSX's
//   language/title/showLineNumbers),
//   admonitions (the title, a prop or MDX's mdxAdmonitionTitle child), details.
// - A markdown file the module imports is a component too, and its toc export holds one item
//   that names it, so that the TOC shows where a partial's headings would go.

const markdownFile = /\.mdx?$/;

export function makeStandins(React, jsxRuntime) {
  const h = React.createElement;
  const cache = new Map();

  // printable is a prop value as an attribute string, undefined to leave it out.
  function printable(value) {
    switch (typeof value) {
      case 'string':
        return value;
      case 'undefined':
        return undefined;
      case 'function':
        return '[function]';
      case 'number':
      case 'boolean':
      case 'bigint':
        return String(value);
    }
    return JSON.stringify(value, (key, v) => {
      if (typeof v === 'function') {
        return '[function]';
      }
      if (React.isValidElement(v)) {
        return '[element]';
      }
      return v;
    });
  }

  // plainText is value as a string when it is one, or an element React renders as text alone
  // (a fragment of strings: gosaurus writes an admonition's title so, MDX a string).
  function plainText(value) {
    if (typeof value === 'string') {
      return value;
    }
    if (React.isValidElement(value) && value.type === React.Fragment) {
      const parts = React.Children.toArray(value.props.children);
      if (parts.every((p) => typeof p === 'string' || typeof p === 'number')) {
        return parts.join('');
      }
    }
    return undefined;
  }

  // element prints a stand-in: its name as the tag, its props sorted as attributes, props
  // holding elements as <x-prop> children before the component's own children.
  function element(name, props, extra = {}) {
    const attrs = {};
    const slots = [];
    for (const key of Object.keys(props).sort()) {
      const value = plainText(props[key]) ?? props[key];
      if (key === 'children' || key === 'key' || key === 'ref') {
        continue;
      }
      if (React.isValidElement(value) || (Array.isArray(value) && value.some((v) => React.isValidElement(v)))) {
        slots.push(h('x-prop', {name: key, key: 'prop-' + key}, value));
        continue;
      }
      const text = printable(value);
      if (text !== undefined) {
        attrs[attrName(key)] = text;
      }
    }
    Object.assign(attrs, extra);
    return h(tagName(name), attrs, ...slots, props.children);
  }

  // standin is the component of a name, the same function each time (React compares types).
  // Member access gives a component of the dotted name: <Tabs.Item>.
  function standin(name, from) {
    const key = name + '\0' + (from ?? '');
    if (!cache.has(key)) {
      const component = (props) => element(name, props, from ? {'x-from': from} : {});
      component.displayName = name;
      cache.set(key, new Proxy(component, {
        get(target, prop) {
          if (typeof prop === 'string' && /^[A-Z]/.test(prop) && !(prop in target)) {
            return standin(name + '.' + prop, from);
          }
          return target[prop];
        },
      }));
    }
    return cache.get(key);
  }

  function heading(level) {
    // As @theme/Heading: an h1, or a heading whose id is empty (a slug of nothing), has none.
    return ({id, ...props}) => h('h' + level, {...props, id: level > 1 && id ? id : undefined});
  }

  // codeText is a code block's code as the theme shows it: the children joined, without the
  // last line break.
  function codeText(props) {
    const children = props.children;
    const parts = React.Children.toArray(children);
    if (parts.some((c) => React.isValidElement(c))) {
      return children;
    }
    return parts.join('').replace(/\r?\n$/, '');
  }

  function CodeBlock(props) {
    const {children, tokens, className, metastring, language, title, showLineNumbers, ...rest} = props;
    const classes = (className ?? '').split(' ').filter(Boolean);
    const languageClass = classes.find((c) => c.startsWith('language-'));
    const lang = language ?? languageClass?.replace(/language-/, '');
    const metaTitle = metastring?.match(/title=(["'])(.*?)\1/)?.[2];
    let lines = showLineNumbers;
    if (typeof lines === 'boolean') {
      lines = lines ? 1 : undefined;
    } else if (typeof lines !== 'number') {
      const word = metastring?.split(' ').find((w) => w.startsWith('showLineNumbers'));
      lines = word ? (word.startsWith('showLineNumbers=') ? parseInt(word.slice('showLineNumbers='.length), 10) : 1) : undefined;
    }
    const shown = {
      ...rest,
      language: lang?.toLowerCase(),
      title: metaTitle || title || undefined,
      lineNumbersStart: lines,
      metastring: metastring || undefined,
      className: classes.filter((c) => c !== languageClass).join(' ') || undefined,
    };
    return element('CodeBlock', {...shown, children: codeText(props)});
  }

  // MDXCode: inline code when every child is a string without a line break, else a block.
  function Code(props) {
    const parts = React.Children.toArray(props.children);
    const inline = props.children !== undefined && parts.every((c) => typeof c === 'string' && !c.includes('\n'));
    return inline ? h('code', props) : h(CodeBlock, props);
  }

  function Admonition(props) {
    const items = React.Children.toArray(props.children);
    const wrapper = items.find((c) => React.isValidElement(c) && c.type === 'mdxAdmonitionTitle');
    const title = props.title ?? wrapper?.props.children;
    const rest = items.filter((c) => c !== wrapper);
    return element('Admonition', {...props, title, children: rest.length > 0 ? rest : undefined});
  }

  const Details = standin('Details');
  const components = {
    Head: standin('Head'),
    details: Details,
    Details,
    code: Code,
    pre: (props) => h(React.Fragment, null, props.children),
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    admonition: Admonition,
    Admonition,
    CodeBlock,
    mermaid: standin('Mermaid'),
  };

  // componentsFor are the components a module renders with: the theme's stand-ins, and a
  // stand-in for every other capitalised name in its code, so that a component it uses without
  // importing renders too (an MDX provider would give it), on both sides alike.
  function componentsFor(code) {
    const all = {};
    for (const [, name] of code.matchAll(/\b([A-Z][A-Za-z0-9_$]*)\b/g)) {
      all[name] = standin(name);
    }
    return Object.assign(all, components);
  }

  // moduleFor is what an import of spec gives: a stand-in per name imported.
  function moduleFor(spec) {
    const markdown = markdownFile.test(spec);
    const label = spec.replace(/[?#].*$/, '').replace(/\/index(\.\w+)?$/, '').split('/').pop().replace(/\.\w+$/, '') || 'Module';
    return new Proxy({}, {
      get(target, prop) {
        if (prop === '__esModule') {
          return true;
        }
        if (typeof prop !== 'string' || prop === 'then') {
          return undefined;
        }
        if (markdown && prop === 'toc') {
          return [{value: `partial ${spec}`, id: '', level: 0}];
        }
        if (markdown && prop === 'frontMatter') {
          return {};
        }
        if (prop === 'default') {
          return standin(label, spec);
        }
        return standin(prop, spec);
      },
    });
  }

  // requireFor is the require function a module's CommonJS code runs with.
  function requireFor(code) {
    const provided = componentsFor(code);
    const useMDXComponents = (extra) => (typeof extra === 'function' ? extra(provided) : {...provided, ...extra});
    const mdx = {__esModule: true, useMDXComponents, MDXProvider: (props) => props.children, default: provided};
    return (spec) => {
      switch (spec) {
        case 'react':
          return React;
        case 'react/jsx-runtime':
        case 'react/jsx-dev-runtime':
          return jsxRuntime;
        case '@mdx-js/react':
        case '@theme-init/MDXComponents':
        case '@theme-original/MDXComponents':
        case '@theme/MDXComponents':
          return mdx;
      }
      return moduleFor(spec);
    };
  }

  return {components, requireFor};
}

// tagName is a component's name as an element name React prints: letters, digits, ".", "-",
// "_" and ":".
function tagName(name) {
  const clean = name.replace(/[^A-Za-z0-9.\-_:]/g, '_');
  return /^[A-Za-z]/.test(clean) ? clean : 'x-' + clean;
}

// attrName keeps a prop name that React prints as it is; className stays className (React
// would print class for it, as for the theme's elements, which is fine both ways).
function attrName(name) {
  return /^[A-Za-z_:][A-Za-z0-9_.:-]*$/.test(name) ? name : 'x-' + name.replace(/[^A-Za-z0-9_.:-]/g, '_');
}

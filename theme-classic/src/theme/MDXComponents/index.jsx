import React, {useContext} from 'react';
import Head from '@docusaurus/Head';
import MDXCodeBlock from '@theme/MDXComponents/CodeBlock';
import Admonition from '@theme/Admonition';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import {MDXComponentsContext} from '@docusaurus/theme-common/internal';

// The components the compiled markdown renders with. Swizzle this file (e.g.
// `export default {...MDXComponents, MyComp}` with
// `import MDXComponents from '@theme-original/MDXComponents'`) to add or
// replace components. Plain tags map to themselves.
const MDXComponents = {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props) => <MDXHeading as="h1" {...props} />,
  h2: (props) => <MDXHeading as="h2" {...props} />,
  h3: (props) => <MDXHeading as="h3" {...props} />,
  h4: (props) => <MDXHeading as="h4" {...props} />,
  h5: (props) => <MDXHeading as="h5" {...props} />,
  h6: (props) => <MDXHeading as="h6" {...props} />,
  p: 'p',
  ol: 'ol',
  blockquote: 'blockquote',
  table: 'table',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
  hr: 'hr',
  em: 'em',
  strong: 'strong',
  del: 'del',
  input: 'input',
  admonition: Admonition,
  Admonition,
  CodeBlock: MDXCodeBlock,
  mermaid: () => null,
};

export default MDXComponents;

// Called by the compiled markdown (like @mdx-js/react's useMDXComponents):
// the components provided by @theme/MDXContent (the site's swizzled object if
// any), else this module's default export; `components` are merged on top.
export function useMDXComponents(components) {
  const provided = useContext(MDXComponentsContext);
  const base = provided || MDXComponents;
  if (typeof components === 'function') {
    return components(base);
  }
  return components ? {...base, ...components} : base;
}

import React from 'react';
import {useMDXComponents} from '@theme-init/MDXComponents';

// The content component of a doc whose body is data (markdown/tree.go on the generator's
// side): it renders the element tree through the MDX components and the components the doc
// imports, as the doc's compiled module would, and carries what that module exports, as
// Docusaurus hands content to a page.
export function createMDXContent({tree, imports, needs, frontMatter, toc, contentTitle, metadata, assets}) {
  function MDXContent(props = {}) {
    const components = {...useMDXComponents(), ...props.components};
    // The names the doc takes from the MDX components, each with the error of its absence
    // (Doc.Needs on the generator's side), as the compiled module checks them.
    for (const [name, message] of needs || []) {
      if (!components[name]) {
        throw new Error(message);
      }
    }
    return toElement(tree, components, imports);
  }
  return Object.assign(MDXContent, {metadata, frontMatter, toc, contentTitle, assets});
}

// A node is text, or [type, props, ...children]: "" a fragment, "_c.x" the MDX component x
// (else the element x), "_i.x" the imported component x, another type the element itself.
function toElement(node, components, imports) {
  if (typeof node === 'string') {
    return node;
  }
  const [type, props, ...children] = node;
  let elementType = type;
  if (type === '') {
    elementType = React.Fragment;
  } else if (type.startsWith('_c.')) {
    const name = type.slice(3);
    elementType = name in components ? components[name] : name;
  } else if (type.startsWith('_i.')) {
    elementType = imports[type.slice(3)];
  }
  let elementProps = null;
  if (props) {
    elementProps = {};
    for (const key of Object.keys(props)) {
      const value = props[key];
      Object.defineProperty(elementProps, key, {
        value: propValue(value, components, imports),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return React.createElement(
    elementType,
    elementProps,
    ...children.map((child) => toElement(child, components, imports)),
  );
}

// A prop's value: {"$jsx": node} is an element, {"$undefined": 0} a prop given as undefined
// (JSON has no undefined); any other value is itself.
function propValue(value, components, imports) {
  if (!value || typeof value !== 'object') {
    return value;
  }
  if ('$jsx' in value) {
    return toElement(value.$jsx, components, imports);
  }
  return '$undefined' in value ? undefined : value;
}

import {createMDXContent} from './mdxContent.js';

// The route module of a data route (bundle.DataRoute on the generator's side): component is
// the default export of its component's module, shared(ref) the value of a Shared module the
// props name ({__shared: ref}), imported(i) the i-th module of the data routes' list
// ({__import: i, name}: an export of the module whose namespace is its default export, a
// module a doc imports); {__content} props are a doc's content.
export function routeModule(data, component, shared, imported) {
  const value = (v) => {
    if (Array.isArray(v)) {
      return v.map(value);
    }
    if (v && typeof v === 'object') {
      if ('__shared' in v) {
        return shared(v.__shared);
      }
      if ('__import' in v) {
        return imported(v.__import).default[v.name];
      }
      if ('__content' in v) {
        const content = v.__content;
        return createMDXContent({...content, imports: value(content.imports || {})});
      }
      // JSON.parse made the data: assigning to an own "__proto__" key sets the key.
      for (const key of Object.keys(v)) {
        v[key] = value(v[key]);
      }
    }
    return v;
  };
  return {component, props: value(data.props), routeContext: data.routeContext};
}

// moduleRefs lists the Shared modules and the imported modules a data route's props name.
export function moduleRefs(v, refs = {shared: [], imports: []}) {
  if (Array.isArray(v)) {
    v.forEach((e) => moduleRefs(e, refs));
  } else if (v && typeof v === 'object') {
    if ('__shared' in v) {
      refs.shared.push(v.__shared);
    } else if ('__import' in v) {
      refs.imports.push(v.__import);
    } else if ('__content' in v) {
      moduleRefs(v.__content.imports, refs);
    } else {
      Object.keys(v).forEach((key) => moduleRefs(v[key], refs));
    }
  }
  return refs;
}

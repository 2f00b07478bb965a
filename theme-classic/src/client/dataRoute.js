import {createMDXContent} from './mdxContent.js';

// The route module of a data route (bundle.DataRoute on the generator's side): component is
// the default export of its component's module, shared(ref) the value of a Shared module the
// props name ({__shared: ref}); {__content} props are a doc's content.
export function routeModule(data, component, shared) {
  const value = (v) => {
    if (Array.isArray(v)) {
      return v.map(value);
    }
    if (v && typeof v === 'object') {
      if ('__shared' in v) {
        return shared(v.__shared);
      }
      if ('__content' in v) {
        return createMDXContent(v.__content);
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

// sharedRefs lists the Shared modules a data route's props name.
export function sharedRefs(v, refs = []) {
  if (Array.isArray(v)) {
    v.forEach((e) => sharedRefs(e, refs));
  } else if (v && typeof v === 'object') {
    if ('__shared' in v) {
      refs.push(v.__shared);
    } else if (!('__content' in v)) {
      Object.keys(v).forEach((key) => sharedRefs(v[key], refs));
    }
  }
  return refs;
}

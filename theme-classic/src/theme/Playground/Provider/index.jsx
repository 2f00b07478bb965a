import React, {createContext, useContext, useEffect, useMemo, useState} from 'react';
import loadReactLive from '@generated/optional/react-live';
import {usePrismTheme} from '@docusaurus/theme-common';
import {codeTokenSpans} from '@docusaurus/theme-common/internal';

const PlaygroundContext = createContext(null);

// The site's react-live, once the browser has loaded it after hydration: null on the server
// and until then, so the first render in the browser is the server's.
function useReactLive() {
  const [reactLive, setReactLive] = useState(null);
  useEffect(() => {
    if (!loadReactLive) {
      return undefined;
    }
    let mounted = true;
    loadReactLive()
      .then((module) => mounted && setReactLive(module))
      .catch((err) => console.error('react-live:', err));
    return () => {
      mounted = false;
    };
  }, []);
  return reactLive;
}

// One function for every render: react-live compiles the code again when it changes.
const transformCode = (code) => `${code};`;

// The playground's state for its editor and preview: react-live (null until loaded) and the
// code block's props, which show the code before react-live takes over.
export function usePlayground() {
  return useContext(PlaygroundContext);
}

// react-live's LiveProvider, with the Prism theme of the colour mode; noInline from the meta
// string (the code then calls render() itself). As in Docusaurus, the markdown's blocks have
// no language prop, so react-live highlights their code as tsx. The build's tokens (the
// markdown's tokens prop) highlight the code until react-live takes over, when they are the
// code's.
export default function PlaygroundProvider({code, children, tokens, ...props}) {
  const reactLive = useReactLive();
  const prismTheme = usePrismTheme();
  const source = (code ?? '').replace(/\n$/, '');
  const spans = codeTokenSpans(code, tokens);
  const value = useMemo(() => ({reactLive, block: {code: source, tokens: spans}}), [reactLive, source, spans]);
  const noInline = props.metastring?.includes('noInline') ?? false;
  return (
    <PlaygroundContext.Provider value={value}>
      {reactLive ? (
        <reactLive.LiveProvider
          noInline={noInline}
          theme={prismTheme}
          {...props}
          code={source}
          transformCode={props.transformCode ?? transformCode}>
          {children}
        </reactLive.LiveProvider>
      ) : (
        children
      )}
    </PlaygroundContext.Provider>
  );
}

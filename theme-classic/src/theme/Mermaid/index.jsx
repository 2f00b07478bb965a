import React, {useEffect, useState} from 'react';
import loadMermaid from '@generated/optional/mermaid';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ErrorBoundaryErrorMessageFallback, useColorMode} from '@docusaurus/theme-common';
import './styles.css';

let diagrams = 0;

// A mermaid diagram, drawn in the browser with the site's mermaid package as
// @docusaurus/theme-mermaid draws it (themeConfig.mermaid.theme per colour mode, and
// themeConfig.mermaid.options); the server renders nothing, as Docusaurus's does.
function MermaidRenderer({value}) {
  const {siteConfig} = useDocusaurusContext();
  const {colorMode} = useColorMode();
  const [svg, setSvg] = useState(null);
  const config = siteConfig.themeConfig.mermaid ?? {};
  useEffect(() => {
    if (!loadMermaid) {
      return undefined;
    }
    let live = true;
    let id = null;
    loadMermaid()
      .then(async (module) => {
        const mermaid = module.default ?? module;
        const themes = {light: 'default', dark: 'dark', ...config.theme};
        mermaid.initialize({startOnLoad: false, ...config.options, theme: themes[colorMode]});
        diagrams += 1;
        id = `mermaid-svg-${diagrams}`;
        const result = await mermaid.render(id, value);
        if (live) {
          setSvg(result.svg);
        }
      })
      .catch((err) => {
        // mermaid leaves its error drawing in the page (#d<id>); the error boundary shows why.
        if (id) {
          document.querySelector(`#d${id}`)?.remove();
        }
        if (live) {
          setSvg(() => {
            throw err;
          });
        }
      });
    return () => {
      live = false;
    };
  }, [value, colorMode]);
  if (svg === null) {
    return null;
  }
  // docusaurus-mermaid-container is the stable class Docusaurus gives sites to style diagrams by.
  return (
    <div className="docusaurus-mermaid-container container_A7UZ" dangerouslySetInnerHTML={{__html: svg}} />
  );
}

// A diagram that mermaid cannot draw shows mermaid's error with a "Try again" button, as
// Docusaurus's does, instead of breaking the page.
export default function Mermaid(props) {
  return (
    <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
      <MermaidRenderer {...props} />
    </ErrorBoundary>
  );
}

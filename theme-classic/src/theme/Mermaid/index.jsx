import React, {useEffect, useState} from 'react';
import loadMermaid from '@generated/mermaid';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';

let diagrams = 0;

// A mermaid diagram, drawn in the browser with the site's mermaid package as
// @docusaurus/theme-mermaid draws it (themeConfig.mermaid.theme per colour mode, and
// themeConfig.mermaid.options); the server renders nothing, as Docusaurus's does.
export default function Mermaid({value}) {
  const {siteConfig} = useDocusaurusContext();
  const {colorMode} = useColorMode();
  const [svg, setSvg] = useState(null);
  const config = siteConfig.themeConfig.mermaid ?? {};
  useEffect(() => {
    if (!loadMermaid) {
      return undefined;
    }
    let live = true;
    loadMermaid()
      .then(async (module) => {
        const mermaid = module.default ?? module;
        const themes = {light: 'default', dark: 'dark', ...config.theme};
        mermaid.initialize({startOnLoad: false, ...config.options, theme: themes[colorMode]});
        diagrams += 1;
        const result = await mermaid.render(`mermaid-svg-${diagrams}`, value);
        if (live) {
          setSvg(result.svg);
        }
      })
      .catch((err) => console.error('mermaid:', err));
    return () => {
      live = false;
    };
  }, [value, colorMode]);
  if (svg === null) {
    return null;
  }
  return <div className="docusaurus-mermaid-container" dangerouslySetInnerHTML={{__html: svg}} />;
}

import React, {useEffect, useState} from 'react';
import loadMermaid from '@generated/mermaid';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';
import './styles.css';

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
  // docusaurus-mermaid-container is the stable class Docusaurus gives sites to style diagrams by.
  return (
    <div className="docusaurus-mermaid-container container_A7UZ" dangerouslySetInnerHTML={{__html: svg}} />
  );
}

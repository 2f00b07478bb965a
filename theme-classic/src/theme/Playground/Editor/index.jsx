import React from 'react';
import Translate from '@docusaurus/Translate';
import {usePrismTheme} from '@docusaurus/theme-common';
import {codeLinesHtml, codeTokenLines, themeToDict} from '@docusaurus/theme-common/internal';
import PlaygroundHeader from '@theme/Playground/Header';
import {usePlayground} from '@theme/Playground/Provider';
import styles from './styles.module.css';

// The code as react-live's editor lays it out, highlighted from the build's tokens: what the
// server renders and the browser shows until react-live is loaded. Like react-live in
// Docusaurus, it calls every playground's language tsx.
function CodeBeforeLoad({block}) {
  const prismTheme = usePrismTheme();
  const lines = codeTokenLines(block.code, block.tokens);
  const dict = themeToDict(prismTheme, 'tsx');
  return (
    <div className={styles.playgroundEditor}>
      <pre
        className="prism-code language-tsx"
        style={{margin: 0, outline: 'none', padding: 10, fontFamily: 'inherit', ...dict.root}}
        spellCheck="false"
        dangerouslySetInnerHTML={{__html: codeLinesHtml({lines, dict, lineClassNames: {}})}}
      />
    </div>
  );
}

export default function PlaygroundEditor() {
  const {reactLive, block} = usePlayground();
  return (
    <>
      <PlaygroundHeader>
        <Translate
          id="theme.Playground.liveEditor"
          description="The live editor label of the live codeblocks">
          Live Editor
        </Translate>
      </PlaygroundHeader>
      {reactLive ? (
        <reactLive.LiveEditor className={styles.playgroundEditor} />
      ) : (
        <CodeBeforeLoad block={block} />
      )}
    </>
  );
}

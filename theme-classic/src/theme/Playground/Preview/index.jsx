import React from 'react';
import Translate from '@docusaurus/Translate';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import PlaygroundHeader from '@theme/Playground/Header';
import {usePlayground} from '@theme/Playground/Provider';
import styles from './styles.module.css';

// The result runs in the browser only, as in Docusaurus: the server and the first render show
// "Loading...". A syntax or run-time error shows under it (react-live's LiveError).
function PlaygroundLivePreview() {
  const {reactLive} = usePlayground();
  if (!reactLive) {
    return <div>Loading...</div>;
  }
  return (
    <>
      <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
        <reactLive.LivePreview />
      </ErrorBoundary>
      <reactLive.LiveError />
    </>
  );
}

export default function PlaygroundPreview() {
  return (
    <>
      <PlaygroundHeader>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          Result
        </Translate>
      </PlaygroundHeader>
      <div className={styles.playgroundPreview}>
        <PlaygroundLivePreview />
      </div>
    </>
  );
}

import React from 'react';
import PlaygroundProvider from '@theme/Playground/Provider';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundLayout from '@theme/Playground/Layout';

// The live editor and its result, for the code of the children (Docusaurus's API, the markdown's
// code blocks' as JSX use). Like Docusaurus's, it leaves transformCode to the provider's
// default.
export default function Playground({children, transformCode, ...props}) {
  return (
    <PlaygroundContainer>
      <PlaygroundProvider code={children} {...props}>
        <PlaygroundLayout />
      </PlaygroundProvider>
    </PlaygroundContainer>
  );
}

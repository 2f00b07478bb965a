import React from 'react';
import PlaygroundProvider from '@theme/Playground/Provider';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundLayout from '@theme/Playground/Layout';

// The live editor and its result. The code comes as children (JSX use, Docusaurus's API) or as
// the code prop (the markdown compiler's). Like Docusaurus's, it leaves transformCode to the
// provider's default.
export default function Playground({children, transformCode, ...props}) {
  return (
    <PlaygroundContainer>
      <PlaygroundProvider code={children} {...props}>
        <PlaygroundLayout />
      </PlaygroundProvider>
    </PlaygroundContainer>
  );
}

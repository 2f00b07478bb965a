import React from 'react';
import Translate from '../../client/exports/Translate.jsx';
import './ErrorBoundaryUtils.css';

export function ErrorBoundaryTryAgainButton(props) {
  return (
    <button type="button" {...props}>
      <Translate
        id="theme.ErrorPageContent.tryAgain"
        description="The label of the button to try again rendering when the React error boundary captures an error">
        Try again
      </Translate>
    </button>
  );
}

// The error and its causes (error.cause chain).
export function getErrorCausalChain(error) {
  const chain = [];
  let current = error;
  const seen = [];
  while (current && seen.indexOf(current) === -1) {
    seen.push(current);
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function messageOf(error) {
  if (error && typeof error === 'object' && 'message' in error) {
    return String(error.message);
  }
  return String(error);
}

export function ErrorBoundaryError({error}) {
  const causalChain = getErrorCausalChain(error)
    .map(messageOf)
    .join('\n\nCause:\n');
  return <p className="errorBoundaryError_FiLL">{causalChain}</p>;
}

export function ErrorBoundaryErrorMessageFallback({error, tryAgain}) {
  return (
    <div className="errorBoundaryFallback_lv4I">
      <p>{messageOf(error)}</p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
    </div>
  );
}

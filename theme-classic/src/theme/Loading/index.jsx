import React from 'react';
import './styles.css';

// What a lazily loaded chunk shows until it is there, as Docusaurus's @theme/Loading: nothing
// for the first 200 ms (pastDelay false), then a spinner; when loading failed, the error and a
// "Retry" button.
export default function Loading({error, retry, pastDelay}) {
  if (error) {
    return (
      <div className="loadingError_gsLd">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className="loading_gsLd" role="status" aria-label="Loading">
        <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="20" r="16" fill="none" stroke="currentColor" strokeWidth="4" strokeDasharray="75 25" />
        </svg>
      </div>
    );
  }
  return null;
}

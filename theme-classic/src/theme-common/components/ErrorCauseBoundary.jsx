import React from 'react';

// Rethrows an error of its children as onError(error): a more helpful error, with the
// original one as its cause, for the error boundary above.
export class ErrorCauseBoundary extends React.Component {
  componentDidCatch(error) {
    throw this.props.onError(error);
  }

  render() {
    return this.props.children;
  }
}

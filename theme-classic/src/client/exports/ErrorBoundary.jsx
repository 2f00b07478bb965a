import React from 'react';
import ThemeError from '@theme/Error';

// Same API as @docusaurus/ErrorBoundary: fallback({error, tryAgain}).
export default class ErrorBoundary extends React.Component {
  constructor(props) {
    super(props);
    this.state = {error: null};
  }

  static getDerivedStateFromError(error) {
    return {error};
  }

  componentDidCatch(error) {
    if (typeof console !== 'undefined') {
      console.error(error);
    }
  }

  render() {
    const {children} = this.props;
    const {error} = this.state;
    if (error) {
      const fallbackParams = {
        error,
        tryAgain: () => this.setState({error: null}),
      };
      const fallback =
        this.props.fallback ?? ((params) => <ThemeError {...params} />);
      return fallback(fallbackParams);
    }
    return children ?? null;
  }
}

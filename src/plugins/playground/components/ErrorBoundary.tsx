/** Last line of defence: a rendering crash inside the playground shows a message, not a blank page. */
import React, { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export default class PlaygroundErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Playground crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="alert alert--danger" role="alert">
        <p>
          The playground hit an unexpected error: <code>{this.state.error.message}</code>
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
      </div>
    );
  }
}

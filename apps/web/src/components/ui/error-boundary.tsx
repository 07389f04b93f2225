import { Component, type ReactNode } from 'react';

/** The general error screen of spec §2. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-screen" role="alert">
        <p>Oops! Something went wrong. Please try refreshing the page or contact support.</p>
      </div>
    );
  }
}

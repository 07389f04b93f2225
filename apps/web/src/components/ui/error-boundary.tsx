import { Component, type ReactNode } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';

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
        <p>{i18n.t('common.somethingWrong')}</p>
      </div>
    );
  }
}

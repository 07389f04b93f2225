import { Component, type ReactNode } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { isMissingCode, reloadForNewBuild } from '../../lib/reload-for-new-build.ts';

/**
 * The general error screen of spec §2. A screen whose code is gone (a new build was deployed while
 * the page was open) reloads once to the new build instead.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    if (isMissingCode(error)) reloadForNewBuild();
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

import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { AppProps } from 'single-spa';
import { i18n } from './i18nInstance';
import type { LifecycleProps } from '../remote-contract';

type Props = LifecycleProps & AppProps & { children?: ReactNode };

interface State {
  error: Error | null;
}

/**
 * Around every mounted page (single-spa-react's `errorBoundaryClass`): a page that throws while
 * rendering shows a translated message with Retry in its own area instead of leaving a blank or
 * a half-drawn page; the rest of the site keeps working.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[page] ${this.props.name} failed while rendering:`, error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <h1>{i18n.t('common:pageError.title')}</h1>
        <p>{i18n.t('common:pageError.message')}</p>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          {i18n.t('common:actions.retry')}
        </button>
      </div>
    );
  }
}

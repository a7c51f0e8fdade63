import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void, error: Error) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that failed to load (or threw while rendering) and offers Retry. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  // A remote that failed while the connection was down loads again as soon as it returns.
  override componentDidMount() {
    window.addEventListener('online', this.retryIfFailed);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryIfFailed);
  }

  private retryIfFailed = () => {
    if (this.state.error) this.retry();
  };

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[portal] remote slot failed:', error.message, info.componentStack ?? '');
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}

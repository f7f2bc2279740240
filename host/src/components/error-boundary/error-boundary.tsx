import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show in place of the children once they threw. */
  renderFallback: (error: Error) => ReactNode;
  /** Logged with the error, so the console says which part failed. */
  label: string;
  /** A change of this value clears the error and renders the children again. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/** Catches what its children throw while rendering (a page's code that fails to load included). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(this.props.label, error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.renderFallback(this.state.error) : this.props.children;
  }
}

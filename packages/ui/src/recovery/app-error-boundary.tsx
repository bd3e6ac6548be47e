import { Component, type ComponentType, type ReactNode } from 'react';

export type AppErrorFallbackProps = {
  error: unknown;
  /** Renders the app again. */
  retry: () => void;
};

export type AppErrorBoundaryProps = {
  children: ReactNode;
  /** The app's error page (ErrorPage, with the app's header). */
  fallback: ComponentType<AppErrorFallbackProps>;
};

type AppErrorBoundaryState = { failed: { error: unknown } | null };

/**
 * Around a whole app, outside its router: an error that no route's error component catches (one in the
 * router itself, or above it) shows the fallback instead of unmounting everything, which would leave a
 * blank page (issue 26).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { failed: { error } };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    const Fallback = this.props.fallback;
    return <Fallback error={failed.error} retry={() => this.setState({ failed: null })} />;
  }
}

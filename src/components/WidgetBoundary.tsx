import { Component, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { LazyErrorPanel } from './LazyErrorPanel';

export interface WidgetBoundaryProps {
  /** Names the widget in the error message ("Token price: …"). */
  title: string;
  children: ReactNode;
}

interface BoundaryProps extends WidgetBoundaryProps {
  onReset: () => void;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Keep the trace for developers; the user sees the panel.
    console.error(`[${this.props.title}]`, error, info.componentStack);
  }

  retry = (): void => {
    // Reset React Query's errored queries first, or a suspense query would rethrow at once.
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <section aria-label={this.props.title}>
          <LazyErrorPanel title={this.props.title} error={this.state.error} onRetry={this.retry} />
        </section>
      );
    }
    return this.props.children;
  }
}

/** One widget's error boundary: a broken widget shows its error and a Retry, never a blank page. */
export function WidgetBoundary({ title, children }: WidgetBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary title={title} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './RouteError.module.css';
import { Button } from './ui/Button';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

/** Shown when a page fails to load or render (e.g. a new deployment replaced a lazy chunk). */
export function RouteError() {
  return (
    <main className={`${ui.container} ${styles.error}`}>
      <h1 className={text.h1}>Something went wrong</h1>
      <p className={`${text.body1} ${text.secondary} ${styles.reason}`}>This page could not be shown. Please reload and try again.</p>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </main>
  );
}

interface BoundaryProps {
  /** A new key (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  key: string;
}

/** Catches what a page throws (its code failing to load included) and shows RouteError instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[router]', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Shown when a page fails to load or render (e.g. a new deployment replaced a lazy chunk). */
export function RouteError() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1">Something went wrong</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>This page could not be shown. Please reload and try again.</Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
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

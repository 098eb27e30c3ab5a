import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  children: ReactNode;
  /** Shown instead of the part whose code could not download. */
  fallback: ReactNode;
  /** Told once when the part fails, e.g. to say so another way. */
  onFail?: (error: unknown) => void;
}

/**
 * Keeps a part whose code could not download (offline, a dropped connection, a redeploy) inside
 * its own place: without it, a failed lazy import would take the whole page down.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onFail?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

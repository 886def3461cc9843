import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { AreaError, PageSpinner } from '@catalogo/shared-ui';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';

interface Props {
  areaLabel: string;
  path: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/** One boundary per remote area: a broken or unreachable remote never blanks the shell. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadForChunkError(this.props.path)) {
      this.setState({ reloading: true });
      return;
    }
    console.error(`[federation] ${this.props.areaLabel} failed:`, error, info.componentStack);
  }

  override render() {
    if (this.state.reloading) return <PageSpinner label="Atualizando…" />;
    if (this.state.error) {
      return <AreaError areaLabel={this.props.areaLabel} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}

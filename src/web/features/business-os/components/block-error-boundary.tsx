/**
 * Keeps one broken block from blanking the workspace: a render error inside a block is
 * caught here and shown inside its frame, with a way to render it again.
 */
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The block's title, for the message and the log. */
  title: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`Business OS block "${this.props.title}" failed to render`, error, info.componentStack);
  }

  private reload = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="flex h-full flex-col items-start gap-2 p-3 text-[13px]" data-testid="block-error">
          <p className="flex items-center gap-2 font-medium text-red-200">
            <AlertTriangle className="size-3.5 shrink-0" aria-hidden /> This block failed to render.
          </p>
          <p className="text-xs text-muted">The rest of your workspace is fine, and nothing was lost.</p>
          <button
            type="button"
            onClick={this.reload}
            className="inline-flex h-7 items-center gap-1.5 rounded-md border border-border bg-surface-2 px-2.5 text-xs font-medium text-fg transition hover:border-brand/50"
          >
            <RotateCcw className="size-3" aria-hidden /> Reload block
          </button>
        </div>
      );
    }
    // A new key on reload remounts the block with fresh state.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

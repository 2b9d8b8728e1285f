// Around a lazily loaded part of a layout (the chat dock): if its chunk does not arrive, the rest
// of the page goes on without it instead of the whole route falling to its error page. React
// catches render errors only in a class component with getDerivedStateFromError, hence the class.
import { Component, type ReactNode } from 'react';

type Props = { name: string; children: ReactNode };

export class FeatureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Falha ao carregar ${this.props.name}`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

import type { ElementNode } from '@tessera/model/definition';
import { Component, type ReactNode } from 'react';
import { NoticeBox } from './NoticeBox.tsx';

interface BoundaryProps {
  node: ElementNode;
  children: ReactNode;
}

interface BoundaryState {
  node: ElementNode;
  failed: boolean;
}

/**
 * Keeps one element's render error from taking the screen down: the element shows a red notice
 * instead, and is tried again as soon as its node changes (the edit that fixes it).
 */
export class ElementBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { node: this.props.node, failed: false };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.node === state.node ? null : { node: props.node, failed: false };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <NoticeBox node={this.props.node} message={`Element '${this.props.node.type}' could not be rendered`} />;
  }
}

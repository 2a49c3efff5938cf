import type { ElementNode } from '@tessera/model/definition';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { ScrollView, StyleSheet, type ViewStyle } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import type { NativeStyle } from '../../style/to-native-style.ts';
import { DropPlaceholder } from '../shared/DropPlaceholder.tsx';
import { ElementHost } from '../shared/ElementHost.tsx';
import { type FlexLayout, flexLayoutStyle } from './flex-layout.ts';

/** Props of `LayoutBox`. */
export interface LayoutBoxProps extends FlexLayout {
  node: ElementNode;
  /** The element's own look, under the node's style. */
  look?: ViewStyle;
  style: NativeStyle;
  children: readonly ReactElement[];
  /** Scrolls its content in live mode (the canvas always shows all of it). */
  scrollable?: boolean;
  /** Shown before the children inside the same flex box (a card's title). */
  header?: ReactNode;
  /** Shown after the children (a form's submit button). */
  footer?: ReactNode;
}

/**
 * The host of every container-like element: a flex box laid out by its props, with the node's
 * style last, that shows the drop placeholder on the canvas while it has no children. The
 * children are direct children of the host, so the canvas measures them against its direction.
 */
export function LayoutBox(props: LayoutBoxProps): ReactNode {
  const { node, look, style, children, scrollable = false, header, footer } = props;
  const { direction, align, justify, gap, wrap } = props;
  const { mode } = useRuntime();
  const layout = useMemo(() => flexLayoutStyle({ direction, align, justify, gap, wrap }), [direction, align, justify, gap, wrap]);
  const content = (
    <>
      {header}
      {children.length === 0 && mode === 'edit' ? <DropPlaceholder /> : children}
      {footer}
    </>
  );

  if (scrollable && mode === 'live') {
    return (
      <ElementHost node={node} style={[look, style]}>
        <ScrollView style={styles.scroll} contentContainerStyle={[layout, styles.scrollContent]}>
          {content}
        </ScrollView>
      </ElementHost>
    );
  }
  return (
    <ElementHost node={node} style={[layout, look, style]}>
      {content}
    </ElementHost>
  );
}

const styles = StyleSheet.create({
  scroll: { flexGrow: 1, flexShrink: 1 },
  scrollContent: { flexGrow: 1 },
});

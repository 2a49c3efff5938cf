import { modalElement } from '@tessera/model/definition';
import { type ReactNode, useMemo } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useModalHost } from '../../context/modal-context.ts';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { LayoutBox } from './LayoutBox.tsx';

/**
 * `modal`: on the canvas, a framed panel with its title, designed in place. Live, nothing until the
 * app host opens it (`openModal`); then a panel `width` wide over a dimmed backdrop that closes it
 * when pressed, if `dismissible`.
 */
export function ModalElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(modalElement, node);
  const { mode, emit } = useRuntime();
  const host = useModalHost();
  const width = useMemo(() => ({ width: props.width, maxWidth: '100%' as const }), [props.width]);
  const title = props.title ? (
    <Text style={styles.title} role="heading" aria-level={2}>
      {props.title}
    </Text>
  ) : null;
  const panel = (
    <LayoutBox node={node} style={style} look={mode === 'edit' ? styles.canvasPanel : styles.panel} direction="column" align="stretch" gap={12} header={title}>
      {children}
    </LayoutBox>
  );
  if (mode === 'edit') return panel;
  if (!host?.isOpen(node.id)) return null;
  const dismiss = () => {
    host.close(node.id);
    emit(node.id, 'onClose');
  };
  return (
    <View style={styles.overlay} role="dialog" aria-modal aria-label={props.title || undefined}>
      <Pressable style={styles.backdrop} onPress={props.dismissible ? dismiss : undefined} aria-label="Close" />
      <View style={[styles.frame, width]}>{panel}</View>
    </View>
  );
}

const surface = { backgroundColor: theme.color.surface, borderRadius: 12, padding: 20 } as const;

const styles = StyleSheet.create({
  // Fixed to the viewport on the web; a native host shows the same absolute box over its screen.
  overlay: { position: 'fixed', top: 0, right: 0, bottom: 0, left: 0, zIndex: 1000, alignItems: 'center', justifyContent: 'center', padding: 16 },
  backdrop: { position: 'absolute', top: 0, right: 0, bottom: 0, left: 0, backgroundColor: 'rgba(16, 24, 40, 0.45)' },
  frame: { maxHeight: '70%' },
  panel: { ...surface, boxShadow: '0 20px 24px -4px rgba(16, 24, 40, 0.08), 0 8px 8px -4px rgba(16, 24, 40, 0.03)' },
  canvasPanel: { ...surface, borderWidth: 1, borderStyle: 'dashed', borderColor: theme.color.border },
  title: { fontSize: 18, fontWeight: '600', color: theme.color.text },
});

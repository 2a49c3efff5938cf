import { cardElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { StyleSheet, Text } from 'react-native';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { LayoutBox } from './LayoutBox.tsx';

/** `card`: a raised white surface with an optional title; `elevation` 0 to 5 deepens its shadow. */
export function CardElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(cardElement, node);
  const elevation = Math.max(0, Math.min(5, Math.round(props.elevation)));
  const title = props.title ? (
    <Text style={styles.title} role="heading" aria-level={3}>
      {props.title}
    </Text>
  ) : null;
  return (
    <LayoutBox node={node} style={style} look={elevations[elevation]} direction="column" align="stretch" gap={12} header={title}>
      {children}
    </LayoutBox>
  );
}

const surface = {
  backgroundColor: theme.color.surface,
  borderRadius: 12,
  borderWidth: 1,
  borderColor: theme.color.divider,
  padding: 16,
} as const;

const shadows = StyleSheet.create({
  e0: surface,
  e1: { ...surface, boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' },
  e2: { ...surface, boxShadow: '0 1px 3px rgba(16, 24, 40, 0.1), 0 1px 2px rgba(16, 24, 40, 0.06)' },
  e3: { ...surface, boxShadow: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)' },
  e4: { ...surface, boxShadow: '0 12px 16px -4px rgba(16, 24, 40, 0.08), 0 4px 6px -2px rgba(16, 24, 40, 0.03)' },
  e5: { ...surface, boxShadow: '0 20px 24px -4px rgba(16, 24, 40, 0.08), 0 8px 8px -4px rgba(16, 24, 40, 0.03)' },
});
// Indexed by elevation: static styles, so a card never builds a style object while rendering.
const elevations = [shadows.e0, shadows.e1, shadows.e2, shadows.e3, shadows.e4, shadows.e5];

const styles = StyleSheet.create({
  title: { fontSize: 16, fontWeight: '600', color: theme.color.text },
});

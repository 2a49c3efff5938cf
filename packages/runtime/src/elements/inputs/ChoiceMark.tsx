import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { theme } from '../../style/theme.ts';

/** The box of a checkbox or the circle of a radio option, ticked or filled when `selected`. */
export function ChoiceMark({ kind, selected }: { kind: 'checkbox' | 'radio'; selected: boolean }): ReactNode {
  if (kind === 'radio') {
    return <View style={[styles.circle, selected && styles.selectedCircle]}>{selected && <View style={styles.dot} />}</View>;
  }
  return (
    <View style={[styles.box, selected && styles.selectedBox]}>
      {selected && <Text style={styles.tick}>✓</Text>}
    </View>
  );
}

const mark = {
  width: 18,
  height: 18,
  borderWidth: 1,
  borderColor: theme.color.border,
  backgroundColor: theme.color.surface,
  alignItems: 'center',
  justifyContent: 'center',
} as const;

const styles = StyleSheet.create({
  box: { ...mark, borderRadius: 4 },
  selectedBox: { backgroundColor: theme.color.primary, borderColor: theme.color.primary },
  tick: { color: theme.color.onPrimary, fontSize: 12, fontWeight: '700', lineHeight: 14 },
  circle: { ...mark, borderRadius: 9 },
  selectedCircle: { borderColor: theme.color.primary },
  dot: { width: 10, height: 10, borderRadius: 5, backgroundColor: theme.color.primary },
});

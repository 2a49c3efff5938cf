import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { theme } from '../../style/theme.ts';

/**
 * What an empty container shows on the canvas (edit mode only): a dashed box at least 48 px high
 * reading "Drop elements here", so the container can be seen and targeted by a drop.
 */
export function DropPlaceholder(): ReactNode {
  return (
    <View style={styles.box} pointerEvents="none">
      <Text style={styles.text}>Drop elements here</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  box: {
    minHeight: 48,
    flexGrow: 1,
    alignSelf: 'stretch',
    alignItems: 'center',
    justifyContent: 'center',
    borderWidth: 1,
    borderStyle: 'dashed',
    borderColor: theme.color.border,
    borderRadius: theme.radius,
    padding: 8,
  },
  text: { color: theme.color.placeholder, fontSize: theme.font.small },
});

import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { theme } from '../../style/theme.ts';

/** What a bound repeater or table shows instead of rows: loading, the error, or its empty text. */
export function QueryStatus({ loading, error, emptyText }: { loading: boolean; error: string | null; emptyText: string }): ReactNode {
  if (error !== null) {
    return (
      <View style={styles.box} role="alert">
        <Text style={styles.error}>{error}</Text>
      </View>
    );
  }
  return (
    <View style={styles.box} role="status" aria-busy={loading || undefined}>
      <Text style={styles.muted}>{loading ? 'Loading…' : emptyText}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { paddingVertical: 16, alignItems: 'center' },
  muted: { color: theme.color.muted, fontSize: theme.font.size },
  error: { color: theme.color.danger, fontSize: theme.font.size },
});

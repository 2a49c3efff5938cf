import type { ReactNode } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { theme } from '../../style/theme.ts';

/** Previous / next page of a bound repeater or table, with where it stands; nothing for one page. */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }): ReactNode {
  if (pageCount <= 1) return null;
  const first = page <= 0;
  const last = page >= pageCount - 1;
  return (
    <View style={styles.pager}>
      <Pressable role="button" aria-label="Previous page" aria-disabled={first || undefined} disabled={first} onPress={() => onPage(page - 1)} style={[styles.button, first && styles.disabled]}>
        <Text style={styles.buttonText}>Previous</Text>
      </Pressable>
      <Text style={styles.position}>{`Page ${page + 1} of ${pageCount}`}</Text>
      <Pressable role="button" aria-label="Next page" aria-disabled={last || undefined} disabled={last} onPress={() => onPage(page + 1)} style={[styles.button, last && styles.disabled]}>
        <Text style={styles.buttonText}>Next</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  pager: { flexDirection: 'row', alignItems: 'center', justifyContent: 'center', gap: 12, paddingVertical: 8 },
  button: { borderWidth: 1, borderColor: theme.color.border, borderRadius: theme.radius, paddingVertical: 6, paddingHorizontal: 12 },
  disabled: { opacity: 0.45 },
  buttonText: { color: theme.color.text, fontSize: theme.font.size },
  position: { color: theme.color.muted, fontSize: theme.font.small },
});

import { tabsElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { DropPlaceholder } from '../shared/DropPlaceholder.tsx';
import { ElementHost } from '../shared/ElementHost.tsx';
import { useSeededState } from '../shared/use-seeded-state.ts';

/** The caption of tab `index`: its entry in `tabs`, else "Tab n". */
function tabCaption(tabs: readonly string[], index: number): string {
  const caption = tabs[index];
  return typeof caption === 'string' && caption !== '' ? caption : `Tab ${index + 1}`;
}

/**
 * `tabs`: a tab bar over the content of the active tab (each child container is one tab, labelled
 * by `tabs` in the same order). The canvas shows the tab at `activeIndex`; live, a press switches
 * tabs and emits `onChange` with the new index.
 */
export function TabsElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(tabsElement, node);
  const { mode, emit } = useRuntime();
  const count = Math.max(props.tabs.length, children.length, 1);
  const [active, setActive] = useSeededState(Math.min(props.activeIndex, count - 1));
  const content = children[active];

  const select = (index: number): void => {
    if (index === active) return;
    setActive(index);
    emit(node.id, 'onChange', index);
  };

  return (
    <ElementHost node={node} style={[styles.tabs, style]}>
      <View style={styles.bar} role="tablist">
        {Array.from({ length: count }, (_, index) => {
          const selected = index === active;
          const caption = <Text style={selected ? styles.activeCaption : styles.caption}>{tabCaption(props.tabs, index)}</Text>;
          return mode === 'live' ? (
            <Pressable key={index} role="tab" aria-selected={selected} style={selected ? styles.activeTab : styles.tab} onPress={() => select(index)}>
              {caption}
            </Pressable>
          ) : (
            <View key={index} role="tab" aria-selected={selected} style={selected ? styles.activeTab : styles.tab}>
              {caption}
            </View>
          );
        })}
      </View>
      {content ?? (mode === 'edit' ? <DropPlaceholder /> : null)}
    </ElementHost>
  );
}

const tab = { paddingHorizontal: 12, paddingVertical: 8, borderBottomWidth: 2, borderBottomColor: 'transparent', marginBottom: -1 } as const;

const styles = StyleSheet.create({
  tabs: { flexDirection: 'column', alignItems: 'stretch', gap: 12 },
  bar: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: theme.color.divider },
  tab,
  activeTab: { ...tab, borderBottomColor: theme.color.primary },
  caption: { color: theme.color.muted, fontSize: theme.font.size, fontWeight: '500' },
  activeCaption: { color: theme.color.primary, fontSize: theme.font.size, fontWeight: '600' },
});

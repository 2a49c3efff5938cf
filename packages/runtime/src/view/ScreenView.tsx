import type { ElementNode } from '@tessera/model/definition';
import type { ReactElement } from 'react';
import { ScrollView, StyleSheet } from 'react-native';
import { type RootChildrenRenderer, ScreenRootView } from './NodeView.tsx';

/**
 * A whole screen: the root node filling its parent (at least its height), scrolling vertically
 * when the content is taller. Put it inside a `RuntimeProvider`. `renderRootChildren` renders the
 * root's children instead of the runtime (the design canvas renders only those near the view).
 *
 * @example
 * <RuntimeProvider mode="edit"><ScreenView root={screen.root} /></RuntimeProvider>
 */
export function ScreenView({ root, renderRootChildren }: { root: ElementNode; renderRootChildren?: RootChildrenRenderer }): ReactElement {
  return (
    <ScrollView style={styles.screen} contentContainerStyle={styles.content}>
      <ScreenRootView node={root} renderChildren={renderRootChildren} />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  // flex for a flex parent, height for a block parent with a height.
  screen: { flex: 1, height: '100%', backgroundColor: '#ffffff' },
  content: { flexGrow: 1, alignItems: 'stretch' },
});

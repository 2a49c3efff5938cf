import type { ElementNode } from '@tessera/model/definition';
import { type ReactElement, type ReactNode, useCallback, useMemo } from 'react';
import { Pressable, View } from 'react-native';
import { BindingScopeProvider } from '../../bindings/BindingScopeProvider.tsx';
import type { AppHost } from '../../context/app-host-context.ts';
import { RuntimeProvider } from '../../context/RuntimeProvider.tsx';
import { hasActions } from '../shared/has-actions.ts';

/**
 * One row of a bound repeater: its children with `item` and `index` in their bindings' scope and
 * in the scope of their events' actions; pressable when the repeater has `onItemPress` actions.
 */
export function RepeaterRow({ host, repeater, item, index, children }: { host: AppHost; repeater: ElementNode; item: unknown; index: number; children: readonly ReactElement[] }): ReactNode {
  const scope = useMemo(() => ({ item, index }), [item, index]);
  const onEvent = useCallback((nodeId: string, event: string, payload?: unknown) => host.runEvent(nodeId, event, payload, { item, index }), [host, item, index]);
  const content = (
    <RuntimeProvider mode="live" onEvent={onEvent} openUrl={host.openUrl}>
      {children}
    </RuntimeProvider>
  );
  return (
    <BindingScopeProvider scope={scope}>
      {hasActions(repeater, 'onItemPress') ? (
        <Pressable role="button" onPress={() => host.runEvent(repeater.id, 'onItemPress', item, { item, index })}>
          {content}
        </Pressable>
      ) : (
        <View role="listitem">{content}</View>
      )}
    </BindingScopeProvider>
  );
}

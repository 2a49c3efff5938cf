import { isSafeMediaSource, videoElement } from '@tessera/model/definition';
import { createElement, type ReactNode } from 'react';
import { Platform, StyleSheet, Text } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';
import { LivePressable } from '../shared/LivePressable.tsx';

// A DOM style, not a React Native one: the web player is a <video> element.
const webVideoStyle = { width: '100%', height: '100%', display: 'block', objectFit: 'cover', backgroundColor: '#000' } as const;

/**
 * `video`, 320×180 by default. On the web, a `<video>` element with the node's `autoPlay`,
 * `loop`, `muted` and `controls` (live), emitting `onEnded`; on the canvas it shows its first frame
 * and never plays. React Native has no video primitive, so on iOS and Android (and without a
 * `src`) it is a dark box with a play mark, and live a press opens `src` with the system player.
 */
export function VideoElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(videoElement, node);
  const { mode, emit, open } = useRuntime();
  const src = isSafeMediaSource(props.src, 'video') ? props.src.trim() : '';
  const live = mode === 'live';

  if (Platform.OS === 'web' && src !== '') {
    return (
      <ElementHost node={node} leaf style={[styles.box, style]}>
        {createElement('video', {
          src,
          style: webVideoStyle,
          preload: 'metadata',
          playsInline: true,
          autoPlay: live && props.autoPlay,
          loop: props.loop,
          muted: props.muted,
          controls: live && props.controls,
          tabIndex: live ? undefined : -1,
          onEnded: live ? () => emit(node.id, 'onEnded') : undefined,
        })}
      </ElementHost>
    );
  }
  return (
    <ElementHost node={node} leaf style={[styles.box, styles.poster, style]}>
      <LivePressable
        role="button"
        aria-label="Play video"
        disabled={src === ''}
        onPress={() => open(src)}
        style={styles.play}
      >
        <Text style={styles.playMark}>▶</Text>
      </LivePressable>
      {src === '' && <Text style={styles.caption}>Video</Text>}
    </ElementHost>
  );
}

const styles = StyleSheet.create({
  box: { width: 320, maxWidth: '100%', height: 180, overflow: 'hidden', borderRadius: theme.radius, backgroundColor: theme.color.media },
  poster: { alignItems: 'center', justifyContent: 'center', gap: 8 },
  play: {
    width: 48,
    height: 48,
    borderRadius: 24,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(255, 255, 255, 0.2)',
  },
  playMark: { color: '#ffffff', fontSize: 20, lineHeight: 24 },
  caption: { color: 'rgba(255, 255, 255, 0.7)', fontSize: theme.font.small },
});

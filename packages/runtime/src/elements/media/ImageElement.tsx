import { imageElement, isSafeMediaSource } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { Image, type ImageProps, StyleSheet, Text, View } from 'react-native';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';

const resizeModes: Readonly<Record<string, ImageProps['resizeMode']>> = {
  cover: 'cover',
  contain: 'contain',
  fill: 'stretch',
  none: 'center',
};

/**
 * `image`: a picture from `src`, 150×60 by default, filling its box as `fit` says. Without a
 * `src` it shows a grey "Image" box of the same size.
 */
export function ImageElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(imageElement, node);
  const src = isSafeMediaSource(props.src, 'image') ? props.src.trim() : '';
  return (
    <ElementHost node={node} leaf role="img" style={[styles.box, style]}>
      {src === '' ? (
        <View style={styles.empty}>
          <Text style={styles.emptyText}>Image</Text>
        </View>
      ) : (
        <Image source={{ uri: src }} aria-label={props.alt} resizeMode={resizeModes[props.fit] ?? 'cover'} style={styles.image} />
      )}
    </ElementHost>
  );
}

const styles = StyleSheet.create({
  box: { width: 150, height: 60, overflow: 'hidden' },
  image: { width: '100%', height: '100%' },
  empty: {
    flexGrow: 1,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: theme.color.subtle,
    borderRadius: theme.radius,
  },
  emptyText: { color: theme.color.placeholder, fontSize: theme.font.small },
});

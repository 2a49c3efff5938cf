import type { MessageTone } from '@tessera/model/definition';
import { type ReactNode, useEffect } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { theme } from '../style/theme.ts';
import type { AppMessage } from './app-store.ts';

/** How long a message stays before it goes by itself. */
export const MESSAGE_DURATION_MS = 5000;

function Toast({ message, onDismiss }: { message: AppMessage; onDismiss: (id: number) => void }): ReactNode {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(message.id), MESSAGE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message.id, onDismiss]);
  return (
    <Pressable
      role={message.tone === 'error' ? 'alert' : 'status'}
      aria-live={message.tone === 'error' ? 'assertive' : 'polite'}
      onPress={() => onDismiss(message.id)}
      style={[styles.toast, tones[message.tone]]}
    >
      <Text style={styles.text}>{message.text}</Text>
    </Pressable>
  );
}

/** The app's messages (toasts), newest last, at the bottom of the app; a press dismisses one. */
export function MessagesView({ messages, onDismiss }: { messages: readonly AppMessage[]; onDismiss: (id: number) => void }): ReactNode {
  if (messages.length === 0) return null;
  return (
    <View style={styles.stack} pointerEvents="box-none">
      {messages.map((message) => (
        <Toast key={message.id} message={message} onDismiss={onDismiss} />
      ))}
    </View>
  );
}

const tones: Record<MessageTone, { backgroundColor: string }> = StyleSheet.create({
  info: { backgroundColor: theme.color.media },
  success: { backgroundColor: '#067647' },
  warning: { backgroundColor: '#b54708' },
  error: { backgroundColor: theme.color.danger },
});

const styles = StyleSheet.create({
  stack: { position: 'fixed', left: 0, right: 0, bottom: 16, alignItems: 'center', gap: 8, zIndex: 2000, paddingHorizontal: 16 },
  toast: { maxWidth: 480, borderRadius: theme.radius, paddingVertical: 10, paddingHorizontal: 14, boxShadow: '0 4px 8px -2px rgba(16, 24, 40, 0.2)' },
  text: { color: '#ffffff', fontSize: theme.font.size },
});

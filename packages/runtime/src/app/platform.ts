import { Linking } from 'react-native';
import type { AppPlatform } from './app-effects.ts';

interface WebDocument {
  createElement(tag: 'a'): { href: string; download: string; rel: string; click(): void };
}
interface WebNavigator {
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * The platform's clipboard, downloads and addresses: the browser's on the web
 * (`navigator.clipboard`, a link with `download`), the system's elsewhere (`Linking`).
 */
export function defaultPlatform(): AppPlatform {
  const web = globalThis as { document?: WebDocument; navigator?: WebNavigator };
  return {
    async copyText(text) {
      const clipboard = web.navigator?.clipboard;
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(text);
    },
    download(url, fileName) {
      if (!web.document) {
        void Linking.openURL(url).catch(() => undefined);
        return;
      }
      const link = web.document.createElement('a');
      link.href = url;
      link.download = fileName ?? '';
      link.rel = 'noopener';
      link.click();
    },
    openUrl(url, target) {
      void Linking.openURL(url, target).catch(() => undefined);
    },
  };
}

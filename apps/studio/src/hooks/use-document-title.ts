import { useEffect } from 'react';
import { getClientConfig } from '../config/client-config.ts';

/** Sets `document.title` to "{title} · {product}" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${getClientConfig().productName}`;
  }, [title]);
}

/** Sets `<meta name="description">` while the page is shown, restoring the previous text after. */
export function useMetaDescription(content: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [content]);
}

import { describe, expect, it } from 'vitest';
import { type IconLink, showPageIcon } from './page-icon.ts';

function link(attributes: Record<string, string>): IconLink & { attributes: Record<string, string> } {
  return {
    attributes,
    getAttribute: (name) => attributes[name] ?? null,
    setAttribute: (name, value) => void (attributes[name] = value),
  };
}

const hash = 'a'.repeat(64);

describe('the Run tab’s page icon', () => {
  it('shows the draft’s icon, then the player’s own again when it is removed', () => {
    const icon = link({ rel: 'icon', sizes: '192x192', href: '/player/icons/icon-192.png' });
    const touch = link({ rel: 'apple-touch-icon', href: '/player/icons/icon-192.png' });
    showPageIcon([icon, touch], { hash, mediaType: 'image/png', width: 512, height: 512 });
    expect(icon.attributes.href).toBe(`/api/app-assets/${hash}`);
    expect(icon.attributes.sizes).toBe('512x512');
    expect(touch.attributes.href).toBe(`/api/app-assets/${hash}`);

    showPageIcon([icon, touch], { hash: 'b'.repeat(64), mediaType: 'image/png', width: 256, height: 256 });
    expect(icon.attributes.href).toBe(`/api/app-assets/${'b'.repeat(64)}`);

    showPageIcon([icon, touch], null);
    expect(icon.attributes.href).toBe('/player/icons/icon-192.png');
    expect(icon.attributes.sizes).toBe('192x192');
    expect(touch.attributes.href).toBe('/player/icons/icon-192.png');
  });
});

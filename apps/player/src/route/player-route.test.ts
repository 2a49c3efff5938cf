import { describe, expect, it } from 'vitest';
import { playerRouteOf } from './player-route.ts';

describe('player addresses', () => {
  it('names a published app or a Run tab, with the app’s base address', () => {
    expect(playerRouteOf('/apps/acme/task-board/task-list')).toEqual({ kind: 'published', domainName: 'acme', projectSlug: 'task-board', basePath: '/apps/acme/task-board/' });
    expect(playerRouteOf('/apps/acme/task-board')).toMatchObject({ kind: 'published', basePath: '/apps/acme/task-board/' });
    expect(playerRouteOf('/apps/my%20co/shop/')).toMatchObject({ domainName: 'my co', basePath: '/apps/my%20co/shop/' });
    expect(playerRouteOf('/run/p-1/orders')).toEqual({ kind: 'run', projectId: 'p-1', basePath: '/run/p-1/' });
  });

  it('names nothing for other addresses', () => {
    for (const path of ['/', '/apps/acme', '/apps//x/', '/run/', '/player/index.html']) expect(playerRouteOf(path), path).toBeNull();
  });
});

import type { ElementNode, HostMessage, Screen } from '@tessera/model/definition';
import type { ScreenDetail } from '@tessera/model/workspace-api';
import { ApiError } from '../../api/api-error.ts';
import { openStoredScreen } from '../../api/screens-api.ts';
import { createStudio, type Studio, type StudioOptions } from '../store/create-studio.ts';
import type { Refusal } from '../editor/command-plan.ts';
import type { StudioServices } from '../store/studio-services.ts';
import { counterIds, testDetail, testScreens } from './studio-fixtures.ts';

/** A server of screens in memory that checks versions like the real one. */
export class FakeScreenServer {
  readonly screens = new Map<string, ScreenDetail>();
  readonly events: { name: string; properties: Record<string, string> }[] = [];
  /** Set to make the next call of that name fail with this error. */
  failNext: { call: keyof StudioServices; error: Error } | null = null;
  saves: { screenId: string; version: number; root: ElementNode }[] = [];
  /** Calls whose answers wait (see `hold`). */
  private readonly held = new Map<keyof StudioServices, Promise<void>>();

  constructor(screens: Screen[] = testScreens()) {
    screens.forEach((screen, index) => this.screens.set(screen.id, testDetail(screen, index)));
  }

  /** Someone else saves `root` over a screen (its version goes up). */
  changeElsewhere(screenId: string, root: ElementNode): void {
    const screen = this.screens.get(screenId)!;
    this.screens.set(screenId, { ...screen, root, version: screen.version + 1 });
  }

  /**
   * Holds the answers of a call: the server does the work at once (a save is stored, a fetch
   * reads the screen as it is then) but answers only after the returned `release` runs.
   */
  hold(call: keyof StudioServices): () => void {
    let release = () => {};
    this.held.set(call, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.held.delete(call);
      release();
    };
  }

  /** Answers `result` once the call is not held. */
  private async answer<T>(call: keyof StudioServices, result: T): Promise<T> {
    await this.held.get(call);
    return result;
  }

  private check(call: keyof StudioServices): void {
    if (this.failNext?.call === call) {
      const { error } = this.failNext;
      this.failNext = null;
      throw error;
    }
  }

  private need(screenId: string): ScreenDetail {
    const screen = this.screens.get(screenId);
    if (!screen) throw new ApiError(404, 'not_found', 'Screen not found.');
    return screen;
  }

  services(): StudioServices {
    const calls = this.calls();
    return {
      listScreens: async () => this.answer('listScreens', await calls.listScreens()),
      getScreen: async (screenId) => this.answer('getScreen', await calls.getScreen(screenId)),
      saveScreen: async (screenId, body) => this.answer('saveScreen', await calls.saveScreen(screenId, body)),
      createScreen: async (body) => this.answer('createScreen', await calls.createScreen(body)),
      renameScreen: async (screenId, name) => this.answer('renameScreen', await calls.renameScreen(screenId, name)),
      duplicateScreen: async (screenId) => this.answer('duplicateScreen', await calls.duplicateScreen(screenId)),
      removeScreen: async (screenId) => this.answer('removeScreen', await calls.removeScreen(screenId)),
      setStartScreen: async (screenId) => this.answer('setStartScreen', await calls.setStartScreen(screenId)),
      logEvent: calls.logEvent,
    };
  }

  /** The calls, answered at once. */
  private calls(): StudioServices {
    return {
      listScreens: async () => {
        this.check('listScreens');
        const screens = [...this.screens.values()].map(({ root: _root, ...summary }) => summary);
        return { screens, startScreenId: screens[0]?.id ?? null };
      },
      getScreen: async (screenId) => {
        this.check('getScreen');
        // Read as the studio's client reads the server's answer.
        return openStoredScreen(structuredClone(this.need(screenId)));
      },
      saveScreen: async (screenId, body) => {
        this.check('saveScreen');
        const screen = this.need(screenId);
        if (body.version !== screen.version) {
          throw new ApiError(409, 'conflict', `This screen was changed since you opened it. Its current version is ${screen.version}.`);
        }
        this.saves.push({ screenId, version: body.version, root: body.root });
        const next = { ...screen, root: structuredClone(body.root), version: screen.version + 1 };
        this.screens.set(screenId, next);
        const { root: _root, ...summary } = next;
        return summary;
      },
      createScreen: async (body) => {
        this.check('createScreen');
        const id = `created-${this.screens.size + 1}`;
        const detail: ScreenDetail = {
          ...testDetail(
            { id, name: body.name, kind: body.kind ?? 'screen', isMobile: body.isMobile ?? false, isDesktop: body.isDesktop ?? true, root: { id: `${id}-root`, type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [] } },
            this.screens.size,
          ),
        };
        this.screens.set(id, detail);
        return detail;
      },
      renameScreen: async (screenId, name) => {
        this.check('renameScreen');
        const next = { ...this.need(screenId), name };
        this.screens.set(screenId, next);
        const { root: _root, ...summary } = next;
        return summary;
      },
      duplicateScreen: async (screenId) => {
        this.check('duplicateScreen');
        const source = this.need(screenId);
        const copy = { ...structuredClone(source), id: `${screenId}-copy`, name: `${source.name} (copy)`, version: 1 };
        this.screens.set(copy.id, copy);
        return copy;
      },
      removeScreen: async (screenId) => {
        this.check('removeScreen');
        this.need(screenId);
        this.screens.delete(screenId);
      },
      setStartScreen: async (screenId) => {
        this.check('setStartScreen');
        return { startScreenId: screenId };
      },
      logEvent: (name, properties) => {
        this.events.push({ name, properties });
      },
    };
  }
}

/** A studio on a fake server, with what it posted to the canvas and the refusals it showed. */
export function fakeStudio(options: Partial<StudioOptions> & { server?: FakeScreenServer; lastVisited?: string } = {}) {
  const server = options.server ?? new FakeScreenServer();
  const posted: HostMessage[] = [];
  const refusals: Refusal[] = [];
  const errors: string[] = [];
  const remembered = new Map<string, string>(options.lastVisited ? [['p1', options.lastVisited]] : []);
  const studio: Studio = createStudio({
    projectId: 'p1',
    readOnly: false,
    services: server.services(),
    notify: { refused: (refusal) => refusals.push(refusal), error: (message) => errors.push(message) },
    memory: { lastVisitedScreen: (projectId) => remembered.get(projectId) ?? null, rememberScreen: (projectId, id) => remembered.set(projectId, id) },
    newId: counterIds(),
    ...options,
  });
  studio.connectCanvas((message) => posted.push(message));
  return { studio, server, posted, refusals, errors, remembered, state: () => studio.store.getState() };
}

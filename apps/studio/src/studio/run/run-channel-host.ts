import { runChannelName, type RunDefinitionMessage, runMessageSchema, type RunUnavailableMessage, type RunUnavailableReason } from '@tessera/model/releases';

/** The part of `BroadcastChannel` the host uses (tests pass their own). */
export interface ChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** What the studio sends: the definition without the channel's own fields. */
export type RunDefinition = Omit<RunDefinitionMessage, 'type' | 'projectId' | 'session' | 'revision'>;

export interface RunChannelHost {
  /** Sends a new definition to every Run tab of the project (and keeps it for tabs that open later). */
  publish(definition: RunDefinition): void;
  /** Tells every Run tab why the studio cannot run the draft (kept for tabs that open later too). */
  unavailable(reason: RunUnavailableReason): void;
  /** Whether a Run tab has announced itself since the studio opened. */
  hasTabs(): boolean;
  close(): void;
}

/**
 * The studio's end of the run channel (protocol: `@tessera/model/releases` run-channel.ts). A
 * tab's `run.ready` (checked: this origin, this project, the schema) gets the latest definition
 * at once (the definition, or why there is none) and calls `onTab`, so the studio starts gathering
 * screens only when a tab wants them, and tries again for a tab that asks again.
 */
export function createRunChannelHost(
  projectId: string,
  options: { origin: string; session: string; onTab?: () => void; open?: (name: string) => ChannelPort },
): RunChannelHost {
  const channel = (options.open ?? ((name) => new BroadcastChannel(name)))(runChannelName(projectId));
  let revision = 0;
  let latest: RunDefinitionMessage | RunUnavailableMessage | null = null;
  let tabs = false;
  channel.addEventListener('message', (event) => {
    if (event.origin !== '' && event.origin !== options.origin) return;
    const parsed = runMessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.type !== 'run.ready' || parsed.data.projectId !== projectId) return;
    tabs = true;
    if (latest) channel.postMessage(latest);
    options.onTab?.();
  });
  return {
    publish(definition) {
      revision += 1;
      latest = { type: 'run.definition', projectId, session: options.session, revision, ...definition };
      channel.postMessage(latest);
    },
    unavailable(reason) {
      revision += 1;
      latest = { type: 'run.unavailable', projectId, session: options.session, revision, reason };
      channel.postMessage(latest);
    },
    hasTabs: () => tabs,
    close: () => channel.close(),
  };
}

import { runChannelName, type RunDefinitionMessage, runMessageSchema, type RunUnavailableMessage } from '@tessera/model/releases';

/** The part of `BroadcastChannel` the client uses (tests pass their own). */
export interface ChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** What the studio tells a Run tab: its draft, or why it cannot run it. */
export type DraftMessage = RunDefinitionMessage | RunUnavailableMessage;

/** The tab's end of the channel, open: `askAgain` announces the tab again (a studio then tries again). */
export interface DraftListener {
  askAgain(): void;
  close(): void;
}

/**
 * The Run tab's end of the run channel (protocol in `@tessera/model/releases` run-channel.ts):
 * announces itself, then hands every newer message of its project (per studio session: a
 * definition, or why there is none) to `onMessage`. Messages from another origin, of another
 * project, malformed or older than the last are dropped.
 */
export function listenForDraft(
  projectId: string,
  onMessage: (message: DraftMessage) => void,
  options: { origin: string; open?: (name: string) => ChannelPort } = { origin: location.origin },
): DraftListener {
  const channel = (options.open ?? ((name) => new BroadcastChannel(name)))(runChannelName(projectId));
  let last: { session: string; revision: number } | null = null;
  channel.addEventListener('message', (event) => {
    if (event.origin !== '' && event.origin !== options.origin) return;
    const parsed = runMessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.type === 'run.ready' || parsed.data.projectId !== projectId) return;
    const { session, revision } = parsed.data;
    if (last && last.session === session && revision <= last.revision) return;
    last = { session, revision };
    onMessage(parsed.data);
  });
  const announce = () => channel.postMessage({ type: 'run.ready', projectId });
  announce();
  return { askAgain: announce, close: () => channel.close() };
}

import { runChannelName, type RunDefinitionMessage, runMessageSchema } from '@tessera/model/releases';

/** The part of `BroadcastChannel` the client uses (tests pass their own). */
export interface ChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/**
 * The Run tab's end of the run channel (protocol in `@tessera/model/releases` run-channel.ts):
 * announces itself, then hands every newer definition of its project (per studio session) to `onDefinition`.
 * Messages from another origin, of another project, malformed or older than the last are dropped.
 */
export function listenForDraft(
  projectId: string,
  onDefinition: (message: RunDefinitionMessage) => void,
  options: { origin: string; open?: (name: string) => ChannelPort } = { origin: location.origin },
): () => void {
  const channel = (options.open ?? ((name) => new BroadcastChannel(name)))(runChannelName(projectId));
  let last: { session: string; revision: number } | null = null;
  channel.addEventListener('message', (event) => {
    if (event.origin !== '' && event.origin !== options.origin) return;
    const parsed = runMessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.type !== 'run.definition' || parsed.data.projectId !== projectId) return;
    const { session, revision } = parsed.data;
    if (last && last.session === session && revision <= last.revision) return;
    last = { session, revision };
    onDefinition(parsed.data);
  });
  channel.postMessage({ type: 'run.ready', projectId });
  return () => channel.close();
}

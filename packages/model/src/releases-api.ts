/**
 * Releases and published apps: the builders' publishing routes and what a player loads. A separate
 * entry (`@tessera/model/releases`), used by the server, the studio and the player.
 */
export * from './releases/release-contract.ts';
export * from './releases/release-answers.ts';
export * from './releases/app-requests.ts';
export * from './releases/slugs.ts';
export * from './releases/screen-paths.ts';
export * from './releases/run-channel.ts';
export * from './releases/draft-preview.ts';
export * from './releases/app-icon.ts';

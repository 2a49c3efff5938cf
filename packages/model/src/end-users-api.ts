/**
 * End users of a project's apps: their account routes and the builders' routes over them. A
 * separate entry (`@tessera/model/end-users`), used by the server, the studio and the player.
 */
export * from './end-users/end-user-contract.ts';

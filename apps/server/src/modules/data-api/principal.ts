/**
 * Who calls the data API. Builders of the project's workspace (the studio and the grid, on draft)
 * are not held to access rules; end users of the project (a token the project issues) and
 * anonymous visitors are, on every path.
 */
export type Principal =
  | { kind: 'builder'; userId: string }
  | { kind: 'endUser'; userId: string; roles: readonly string[] }
  | { kind: 'anonymous' };

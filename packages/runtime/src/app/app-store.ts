import type { ExpressionScope, MessageTone, ScopeQuery, ScopeUser, VariableDeclaration, VariableScope } from '@tessera/model/definition';
import { initialValues } from '../actions/variable-values.ts';

/** A message on screen (a toast). */
export interface AppMessage {
  id: number;
  text: string;
  tone: MessageTone;
}

/** What the app host holds: the open screen and everything bindings and actions read. */
export interface AppState {
  /** The open screen and its route parameters; `visit` counts openings (a screen's load runs once each). */
  route: { screenId: string; visit: number } | null;
  screenVariables: Readonly<Record<string, unknown>>;
  appVariables: Readonly<Record<string, unknown>>;
  params: Readonly<Record<string, string>>;
  user: ScopeUser | null;
  queries: Readonly<Record<string, ScopeQuery>>;
  messages: readonly AppMessage[];
  /** Open modals, the last on top. */
  modals: readonly string[];
  dataVersion: number;
}

/**
 * The app host's state, outside React so actions read their own writes at once (the second
 * action of a list sees the variable the first one set) and bound elements subscribe to it. The
 * scope object stays the same until one of its parts changes.
 */
export class AppStore {
  private state: AppState;
  private listeners = new Set<() => void>();
  private scopeCache: { from: AppState; scope: ExpressionScope } | null = null;
  private nextMessageId = 1;
  private screenDeclarations: readonly VariableDeclaration[] = [];

  constructor(
    private readonly appDeclarations: readonly VariableDeclaration[],
    private readonly env: Readonly<Record<string, string>>,
  ) {
    this.state = {
      route: null,
      screenVariables: {},
      appVariables: initialValues(appDeclarations),
      params: {},
      user: null,
      queries: {},
      messages: [],
      modals: [],
      dataVersion: 0,
    };
  }

  getState = (): AppState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The binding scope of the open screen. */
  scope = (): ExpressionScope => {
    const state = this.state;
    const cached = this.scopeCache;
    if (
      cached &&
      cached.from.screenVariables === state.screenVariables &&
      cached.from.appVariables === state.appVariables &&
      cached.from.params === state.params &&
      cached.from.user === state.user &&
      cached.from.queries === state.queries
    ) {
      return cached.scope;
    }
    const scope: ExpressionScope = {
      screen: state.screenVariables,
      app: state.appVariables,
      params: state.params,
      user: state.user,
      queries: state.queries,
      env: this.env,
    };
    this.scopeCache = { from: state, scope };
    return scope;
  };

  private update(change: Partial<AppState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  /** A screen opens: its variables start again from their declarations; its modals and queries go. */
  openScreen(screenId: string, declarations: readonly VariableDeclaration[], params: Readonly<Record<string, string>>): void {
    this.screenDeclarations = declarations;
    const visit = (this.state.route?.visit ?? 0) + 1;
    this.update({ route: { screenId, visit }, screenVariables: initialValues(declarations), params, modals: [], queries: {} });
  }

  declaration(scope: VariableScope, name: string): VariableDeclaration | undefined {
    return (scope === 'screen' ? this.screenDeclarations : this.appDeclarations).find((declaration) => declaration.name === name);
  }

  setVariable(scope: VariableScope, name: string, value: unknown): void {
    if (scope === 'screen') this.update({ screenVariables: { ...this.state.screenVariables, [name]: value } });
    else this.update({ appVariables: { ...this.state.appVariables, [name]: value } });
  }

  setUser(user: ScopeUser | null): void {
    if (this.state.user?.id === user?.id && this.state.user?.roles.join() === user?.roles.join()) return;
    this.update({ user });
  }

  reportQuery(name: string, query: ScopeQuery): void {
    const current = this.state.queries[name];
    if (current && current.rows === query.rows && current.count === query.count && current.loading === query.loading && current.error === query.error) return;
    this.update({ queries: { ...this.state.queries, [name]: query } });
  }

  showMessage(text: string, tone: MessageTone): number {
    const id = this.nextMessageId++;
    // At most three at once: a fourth pushes the oldest out.
    this.update({ messages: [...this.state.messages, { id, text, tone }].slice(-3) });
    return id;
  }

  dismissMessage(id: number): void {
    if (!this.state.messages.some((message) => message.id === id)) return;
    this.update({ messages: this.state.messages.filter((message) => message.id !== id) });
  }

  openModal(modalId: string): void {
    this.update({ modals: [...this.state.modals.filter((id) => id !== modalId), modalId] });
  }

  closeModal(modalId?: string): void {
    const modals = modalId === undefined ? this.state.modals.slice(0, -1) : this.state.modals.filter((id) => id !== modalId);
    if (modals.length !== this.state.modals.length) this.update({ modals });
  }

  dataChanged(): void {
    this.update({ dataVersion: this.state.dataVersion + 1 });
  }
}

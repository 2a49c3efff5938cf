import type { AppSettings, VariableType } from '../schema/app-settings.ts';
import { type ExpressionType, types } from './expression-type.ts';

/**
 * The names a binding may start from, and nothing else: `screen` (screen variables), `app` (app
 * variables), `params` (route parameters), `user` (null or the signed-in end user), `queries`
 * (query name → its state), `item` and `index` (the current repeater item), `env` (environment
 * values). `process`, `window`, `globalThis` or `this` are unknown names, whatever the host has.
 */
export const SCOPE_NAMES = ['screen', 'app', 'params', 'user', 'queries', 'item', 'index', 'env'] as const;
export type ScopeName = (typeof SCOPE_NAMES)[number];

/** Whether `name` is one of `SCOPE_NAMES`. */
export function isScopeName(name: string): name is ScopeName {
  return (SCOPE_NAMES as readonly string[]).includes(name);
}

/** The signed-in end user as bindings see it. */
export interface ScopeUser {
  id: string;
  email: string;
  roles: readonly string[];
}

/** One query's state as bindings see it. */
export interface ScopeQuery {
  rows: readonly unknown[];
  count: number | null;
  loading: boolean;
  error: string | null;
}

/**
 * The values an expression runs against. A name left out is not available (`item` outside a
 * repeater) and reading it is an `unknown_name` error. Values are JSON-like data; bigints read as
 * numbers, `Map`s as objects, dates as ISO text.
 */
export interface ExpressionScope {
  screen?: Readonly<Record<string, unknown>>;
  app?: Readonly<Record<string, unknown>>;
  params?: Readonly<Record<string, unknown>>;
  user?: ScopeUser | null;
  queries?: Readonly<Record<string, ScopeQuery>>;
  item?: unknown;
  index?: number;
  env?: Readonly<Record<string, string>>;
}

/** The types of the names an expression may use, for `checkExpression`; names left out are unknown. */
export type ExpressionEnvironment = Readonly<Partial<Record<ScopeName, ExpressionType>>>;

const userType = types.record({ id: types.string, email: types.string, roles: types.list(types.string) }, true);
const queryType = types.record({
  rows: types.list(types.dyn),
  count: types.dyn,
  loading: types.bool,
  error: types.dyn,
});

/**
 * Every scope name with what is known without the app's settings: variables and items as dynamic
 * maps (checked when the binding runs), `user` and each query with their fixed shape.
 */
export function defaultExpressionEnvironment(): ExpressionEnvironment {
  return {
    screen: types.map(types.dyn),
    app: types.map(types.dyn),
    params: types.map(types.string),
    user: userType,
    queries: types.map(queryType),
    item: types.dyn,
    index: types.number,
    env: types.map(types.string),
  };
}

const variableTypeToExpressionType: Readonly<Record<VariableType, ExpressionType>> = {
  text: types.string,
  number: types.number,
  boolean: types.bool,
  list: types.list(types.dyn),
  map: types.map(types.dyn),
};

/** The expression type of a declared variable (`text` → `string`). */
export function typeOfVariable(type: VariableType): ExpressionType {
  return variableTypeToExpressionType[type];
}

/**
 * The default environment with `app` and `env` narrowed to what the run settings declare, so
 * `app.cartCont` is an `unknown_field` error while the builder types. `item` and `index` are left
 * out when `inRepeater` is false. With `queryNames` (the screen's, `screenQueryNames`), `queries`
 * holds only those: `queries.taks` is an `unknown_field` error too.
 */
export function expressionEnvironmentFor(
  settings: Pick<AppSettings, 'variables' | 'environment'> | null,
  options: { inRepeater?: boolean; queryNames?: readonly string[] } = {},
): ExpressionEnvironment {
  const environment: Partial<Record<ScopeName, ExpressionType>> = { ...defaultExpressionEnvironment() };
  if (options.queryNames) environment.queries = types.record(Object.fromEntries(options.queryNames.map((name) => [name, queryType])));
  if (settings !== null) {
    environment.app = types.record(Object.fromEntries(settings.variables.map((variable) => [variable.name, typeOfVariable(variable.type)])));
    environment.env = types.record(Object.fromEntries(settings.environment.map((value) => [value.name, types.string])));
  }
  if (options.inRepeater === false) {
    delete environment.item;
    delete environment.index;
  }
  return environment;
}

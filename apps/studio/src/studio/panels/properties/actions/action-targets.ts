/**
 * What the action editor offers in its pickers, gathered by the shell: the project's screens,
 * the open screen's modal and form elements, the data model's tables, the REST connectors'
 * named requests and the variables. A list that is `null` is not known (still loading, or not
 * readable by this member): its field is then a text box.
 */
export interface ActionTargets {
  screens: readonly { id: string; name: string }[];
  /** Modal and form elements of the open screen. */
  elements: readonly { id: string; type: string; name: string }[];
  tables: readonly { name: string; columns: readonly string[] }[] | null;
  /** The project's connected tables (those it has access rules for), or `null` when not known here. */
  connectedTables: readonly ConnectedTableTarget[] | null;
  restRequests: readonly RestRequestTarget[] | null;
  /** The open screen's variables (`screen.<name>`). */
  screenVariables: readonly string[];
  /** The app's variables (`app.<name>`), or `null` when the run settings are not known here. */
  appVariables: readonly string[] | null;
  /**
   * Checks an expression as the builder types it: the problem to show, or `null`. The one place
   * the expression language's checker plugs into the action editor; without it expressions are
   * only checked for being present and not too long.
   */
  checkExpression?: ((source: string) => string | null) | undefined;
}

/** A table of a connected database the app may read, named by the table's name in that database. */
export interface ConnectedTableTarget {
  connectorId: string;
  connectorName: string;
  table: string;
}

/** A named request of a REST connector. */
export interface RestRequestTarget {
  connectorId: string;
  connectorName: string;
  requestId: string;
  name: string;
  /** The request's parameter names (the keys of the action's `params`). */
  parameters: readonly string[];
}

/** Targets with nothing known: every picker falls back to its text box. */
export const noActionTargets: ActionTargets = {
  screens: [],
  elements: [],
  tables: null,
  connectedTables: null,
  restRequests: null,
  screenVariables: [],
  appVariables: null,
};

/** The key of a REST request in a select (`connectorId/requestId`). */
export const restRequestKey = (connectorId: string, requestId: string) => `${connectorId}/${requestId}`;

/** The node shape the target lists read (an element tree). */
interface TargetNode {
  id: string;
  type: string;
  props: Readonly<Record<string, unknown>>;
  children: readonly TargetNode[];
}

/** The element types an action names by id (`openModal`, `submitForm`...). */
const namedElementTypes = new Set(['modal', 'form']);

/**
 * The modal and form elements of a screen's tree in document order, each named as the layers
 * tree names it (`name(node)`). Walks without recursion: a tree may nest 64 levels.
 */
export function namedElementsOf(root: TargetNode, name: (node: TargetNode) => string): ActionTargets['elements'] {
  const found: { id: string; type: string; name: string }[] = [];
  const stack: TargetNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (namedElementTypes.has(node.type)) found.push({ id: node.id, type: node.type, name: name(node) });
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]!);
  }
  return found;
}

/** The variables a screen's root declares (`props.variables`, `[{ name, type, initial }]`), malformed entries left out. */
export function declaredVariablesOf(root: Pick<TargetNode, 'props'>): { name: string; type: string }[] {
  const variables = root.props.variables;
  if (!Array.isArray(variables)) return [];
  return variables.flatMap((variable: unknown) => {
    if (typeof variable !== 'object' || variable === null) return [];
    const { name, type } = variable as { name?: unknown; type?: unknown };
    return typeof name === 'string' ? [{ name, type: typeof type === 'string' ? type : '' }] : [];
  });
}

/** The names of the variables a screen's root declares. */
export function screenVariablesOf(root: Pick<TargetNode, 'props'>): string[] {
  return declaredVariablesOf(root).map((variable) => variable.name);
}

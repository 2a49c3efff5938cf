import { elementTreeSchema, type ElementNode, findTreeLimitBreach, formatPath, validateElementTree } from '@tessera/model/definition';
import { AppError } from '../../errors/app-error.ts';

/**
 * Checks a tree sent by a client: the tree limits (nesting, element count) without recursion, its
 * shape with `elementTreeSchema`, then every node against its declaration with
 * `validateElementTree`. The first problem is a 400 naming its path from the body
 * (`root.children[2].props.text: …`; `root: …` for a limit of the whole tree).
 */
export function parseScreenRoot(root: unknown): ElementNode {
  const shape = elementTreeSchema.safeParse(root);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    throw new AppError('validation_failed', `${formatPath(['root', ...(issue?.path ?? [])])}: ${issue?.message ?? 'Invalid value'}`);
  }
  const checked = validateElementTree(shape.data);
  if (!checked.ok) {
    const path = checked.error.path ?? '';
    const where = path === '' ? 'root' : path.startsWith('[') ? `root${path}` : `root.${path}`;
    throw new AppError('validation_failed', `${where}: ${checked.error.message}`);
  }
  return checked.value;
}

/**
 * Refuses to copy a tree stored before the tree limits and over them (400 naming the limit): a
 * copy is a new screen, and no new screen is written past the limits. `what` prefixes the message.
 */
export function assertCopyableTree(root: unknown, what: string): void {
  const breach = findTreeLimitBreach(root);
  if (breach) throw new AppError('validation_failed', `${what}: ${breach.message}`);
}

import type { AccessRule, DataTable } from '@tessera/model/data';

/** Who an access rule lets through, in words, for an operation's description. */
export function describeAccess(rule: AccessRule, table: DataTable): string {
  const condition = rule.condition.length > 0 ? ', on rows meeting the table’s condition' : '';
  switch (rule.who) {
    case 'nobody':
      return 'Closed to end users and visitors (the workspace’s builders work on draft).';
    case 'anyone':
      return `Open to anyone, visitors without a token too${condition}.`;
    case 'signedIn':
      return `Open to signed-in end users${condition}.`;
    case 'roles':
      return `Open to end users with one of the roles ${rule.roles.join(', ')}${condition}.`;
    case 'owner': {
      const owner = table.columns.find((column) => column.id === table.access.ownerColumnId);
      return `Open to the end user who owns the row${owner ? ` (${owner.name})` : ''}${condition}.`;
    }
    default: {
      const unknown: never = rule.who;
      throw new Error(`unknown access rule ${String(unknown)}`);
    }
  }
}

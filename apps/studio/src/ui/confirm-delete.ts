import type { DeleteModalType } from '@tessera/catalog';

/**
 * Whether a delete confirmation may go ahead: a `yesNo` dialog always, a `confirm` dialog once
 * the user has typed the item's name exactly (surrounding spaces ignored).
 */
export function canConfirmDelete(type: DeleteModalType, typed: string, itemName: string): boolean {
  switch (type) {
    case 'yesNo':
      return true;
    case 'confirm':
      return itemName.trim() !== '' && typed.trim() === itemName.trim();
    default: {
      const never: never = type;
      throw new Error(`unknown delete dialog type ${String(never)}`);
    }
  }
}

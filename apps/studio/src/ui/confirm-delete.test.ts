import { describe, expect, it } from 'vitest';
import { canConfirmDelete } from './confirm-delete.ts';

describe('canConfirmDelete', () => {
  it('lets a Yes/No dialog confirm at once', () => {
    expect(canConfirmDelete('yesNo', '', 'Orders')).toBe(true);
  });

  it('makes a confirm dialog wait for the exact name', () => {
    expect(canConfirmDelete('confirm', '', 'Orders')).toBe(false);
    expect(canConfirmDelete('confirm', 'orders', 'Orders')).toBe(false);
    expect(canConfirmDelete('confirm', 'Order', 'Orders')).toBe(false);
    expect(canConfirmDelete('confirm', ' Orders ', 'Orders')).toBe(true);
  });

  it('never confirms an unnamed item by typing nothing', () => {
    expect(canConfirmDelete('confirm', '', '')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRoles } from './end-user-roles.ts';

describe('parseRoles', () => {
  it('splits on commas, trims, drops empty parts and repeats', () => {
    expect(parseRoles(' manager, staff ,,manager ')).toEqual(['manager', 'staff']);
    expect(parseRoles('  ')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  endUserAuthPath,
  endUserAuthPaths,
  endUserListQuerySchema,
  endUserSignUpRequestSchema,
  endUserUpdateRequestSchema,
  MAX_END_USER_ROLES,
} from './end-user-contract.ts';

describe('the end-user contract', () => {
  it('fills an app route with its project and environment', () => {
    expect(endUserAuthPath(endUserAuthPaths.signIn, 'p-1', 'live')).toBe('/api/apps/p-1/live/auth/sign-in');
  });

  it('refuses a malformed address at sign-up', () => {
    expect(endUserSignUpRequestSchema.safeParse({ email: ' ana@example.com ', password: 'x' })).toMatchObject({ success: true, data: { email: 'ana@example.com' } });
    expect(endUserSignUpRequestSchema.safeParse({ email: 'not an address', password: 'x' }).success).toBe(false);
  });

  it('takes roles and/or disabled, never neither, within the role limits', () => {
    expect(endUserUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(endUserUpdateRequestSchema.safeParse({ roles: [' manager '] })).toMatchObject({ success: true, data: { roles: ['manager'] } });
    expect(endUserUpdateRequestSchema.safeParse({ roles: ['  '] }).success).toBe(false);
    expect(endUserUpdateRequestSchema.safeParse({ roles: ['x'.repeat(61)] }).success).toBe(false);
    expect(endUserUpdateRequestSchema.safeParse({ roles: Array.from({ length: MAX_END_USER_ROLES + 1 }, (_, i) => `r${i}`) }).success).toBe(false);
    expect(endUserUpdateRequestSchema.safeParse({ disabled: true }).success).toBe(true);
  });

  it('lists live by default, 50 a page, at most 100', () => {
    expect(endUserListQuerySchema.parse({})).toEqual({ environment: 'live', offset: 0, limit: 50 });
    expect(endUserListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(endUserListQuerySchema.safeParse({ environment: 'staging' }).success).toBe(false);
  });
});

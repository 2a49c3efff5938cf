import { messages } from '@tessera/model';
import { workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { scoped, signedInUser } from '../helpers/workspaces.ts';

/** Addresses that would show as someone else's in member lists and the audit log. */
const spoofed: [string, string][] = [
  ['a zero-width space', 'ada\u200B.lovelace@example.com'],
  ['a right-to-left override', 'ada\u202Emoc.live@example.com'],
  ['a combining acute accent', 'jose\u0301@example.com'],
  ["a Cyrillic 'а'", 'p\u0430ypal@example.com'],
  ['full-width letters', '\uFF41\uFF44\uFF41@example.com'],
];

describe.each(testDatabases)('addresses and names that could pass for someone else on %s', (kind) => {
  const t = useTestApp(kind);

  const countWhere = async (table: 'users' | 'outboxEmails' | 'invitations' | 'logs') =>
    Number((await t().db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const snapshot = async () => ({
    users: await countWhere('users'),
    mails: await countWhere('outboxEmails'),
    invitations: await countWhere('invitations'),
    logs: await countWhere('logs'),
  });

  it.each(spoofed)('sign-up refuses an address with %s: 400, no account, no mail', async (_, address) => {
    const before = await snapshot();
    const response = await signUp(t(), { username: address });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ code: 'validation_failed', message: `username: ${messages.emailUnsafeCharacters}` });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a right-to-left override', 'Ada\u202E', 'firstname', messages.firstNameInvalid],
    ['a zero-width joiner', 'Love\u200Dlace', 'lastname', messages.lastNameInvalid],
    ['an invisible Hangul filler', '\u3164', 'firstname', messages.firstNameInvalid],
    ['an invisible Hangul filler after a name', 'Lovelace\u3164', 'lastname', messages.lastNameInvalid],
  ])('sign-up refuses a name with %s: 400, no account, no mail', async (_, name, field, message) => {
    const before = await snapshot();
    const response = await signUp(t(), { username: 'ada.names@example.com', [field]: name });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ code: 'validation_failed', message: `${field}: ${message}` });
    expect(await snapshot()).toEqual(before);
  });

  it('sign-up stores names in their plain composed form', async () => {
    const response = await signUp(t(), { username: 'jose.plain@example.com', firstname: 'Jose\u0301', lastname: '\uFF2C\uFF4F\uFF56\uFF45' });
    expect(response.statusCode, response.body).toBe(200);
    const user = await t().db.selectFrom('users').select(['firstname', 'lastname']).where('username', '=', 'jose.plain@example.com').executeTakeFirstOrThrow();
    expect(user).toEqual({ firstname: 'Jos\u00E9', lastname: 'Love' });
  });

  it('an invitation to such an address is refused: 400, no invitation, no mail, no log entry', async () => {
    const owner = await signedInUser(t(), 'spoof.owner');
    for (const [what, address] of spoofed) {
      const before = await snapshot();
      const response = await t().inject({ method: 'POST', url: paths.invitations, headers: scoped(owner, owner.domainName), payload: { email: address, resourceType: 'end_user' } });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().error, what).toEqual({ code: 'validation_failed', message: `email: ${messages.emailUnsafeCharacters}` });
      expect(await snapshot(), what).toEqual(before);
    }
    const plain = await t().inject({ method: 'POST', url: paths.invitations, headers: scoped(owner, owner.domainName), payload: { email: 'plain.invitee@example.com', resourceType: 'end_user' } });
    expect(plain.statusCode, plain.body).toBe(201);
  });
});

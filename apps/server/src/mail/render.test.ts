import { describe, expect, it } from 'vitest';
import { renderMail } from './render.ts';
import { activationTemplate, invitationTemplate, passwordResetCodeTemplate } from './templates.ts';

describe('renderMail', () => {
  it('renders MJML to HTML with a text part, escaping values in the HTML', async () => {
    const mail = await renderMail(activationTemplate, {
      productName: 'Tessera',
      firstname: '<script>alert(1)</script>',
      link: 'http://tessera.test/confirm-email?token=abc&username=a%40b.c',
    });
    expect(mail.subject).toBe('Activate your Tessera account');
    expect(mail.html).toContain('<!doctype html>');
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="http://tessera.test/confirm-email?token=abc&amp;username=a%40b.c"');
    expect(mail.text).toContain('http://tessera.test/confirm-email?token=abc&username=a%40b.c');
  });

  it('renders the code and invitation templates', async () => {
    const code = await renderMail(passwordResetCodeTemplate, { productName: 'Tessera', code: '012345' });
    expect(code.text).toContain('012345');
    expect(code.html).toContain('012345');
    const invite = await renderMail(invitationTemplate, {
      productName: 'Tessera',
      domainName: 'acme',
      inviter: 'Ada Lovelace',
      asWhat: 'a developer',
      acceptLink: 'http://t/invitation?accepted=1',
      rejectLink: 'http://t/invitation?accepted=0',
    });
    expect(invite.subject).toBe('You are invited to the acme workspace on Tessera');
    expect(invite.text).toContain('Join: http://t/invitation?accepted=1');
  });

  it('fails loudly on a missing variable instead of sending a broken mail', async () => {
    await expect(renderMail(passwordResetCodeTemplate, { productName: 'Tessera' })).rejects.toThrow(/code/);
  });
});

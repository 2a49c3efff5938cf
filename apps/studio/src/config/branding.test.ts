import { describe, expect, it } from 'vitest';
import { brandCopy } from './branding.ts';

const text = (branding: Parameters<typeof brandCopy>[0]) => JSON.stringify(brandCopy(branding));

describe('branding copy (spec §1, §2)', () => {
  it('lists exactly the four sign-up features in every branding', () => {
    for (const branding of ['main', 'whitelabel', 'whitelabel-mssql'] as const) {
      expect(brandCopy(branding).signUpFeatures.map((feature) => feature.title)).toEqual([
        'Drag-and-drop elements',
        'Add actions',
        'Connect to database',
        'Publish or build mobile and web apps',
      ]);
    }
  });

  it('mentions Postgresql, MSSQL or Oracle, source-code export and Docker in the white-label wording', () => {
    const copy = text('whitelabel');
    for (const word of ['Postgresql', 'MSSQL', 'Oracle', 'source code', 'Docker']) expect(copy).toContain(word);
  });

  it('mentions MSSQL only in the other white-label wording', () => {
    const copy = text('whitelabel-mssql');
    expect(copy).toContain('MSSQL');
    for (const word of ['Postgresql', 'Oracle']) expect(copy).not.toContain(word);
  });

  it('shows legal links only in the main branding', () => {
    expect(brandCopy('main').legalLinks).toBe(true);
    expect(brandCopy('whitelabel').legalLinks).toBe(false);
    expect(brandCopy('whitelabel-mssql').legalLinks).toBe(false);
  });
});

import { checkWithinMaker, CLI_MAKER, personLabel } from './key-maker';

describe('a key maker', () => {
  it('is named by the person’s name, else their subject, never an e-mail address', () => {
    expect(personLabel('Grace Hopper', 'grace')).toBe('Grace Hopper');
    expect(personLabel('kim@example.com', 'kim')).toBe('kim');
    expect(personLabel('kim@example.com', 'kim@example.com')).toMatch(/^person [0-9a-f]{12}$/);
  });

  it('gives no scope it lacks, except the CLI, which gives any', () => {
    expect(() => checkWithinMaker({ label: 'k', scopes: ['keys:manage'] }, ['keys:manage', 'metrics:read'])).toThrow(
      'A key gets only scopes its maker holds: you lack metrics:read',
    );
    expect(() => checkWithinMaker(CLI_MAKER, ['metrics:read', 'keys:manage'])).not.toThrow();
  });
});

import { embedMessage, readEmbedMessage, toOrigin } from './embed-protocol';

describe('the embed protocol', () => {
  it.each([
    embedMessage({ type: 'ready' }),
    embedMessage({ type: 'resize', height: 812 }),
    embedMessage({ type: 'answer', question: 2, option: 'cozy' }),
    embedMessage({ type: 'result', personality: 'healthy', title: 'Wellness Warrior' }),
    embedMessage({ type: 'share', personality: 'comfort' }),
  ])('reads back what it writes: %o', (message) => {
    expect(readEmbedMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
  });

  it.each([
    ['another version', { source: 'tastetype', version: 2, type: 'ready' }],
    ['another source', { source: 'typeform', version: 1, type: 'ready' }],
    ['an unknown type', { source: 'tastetype', version: 1, type: 'close' }],
    ['a missing field', { source: 'tastetype', version: 1, type: 'resize' }],
    ['a wrong field', { source: 'tastetype', version: 1, type: 'resize', height: '9999px' }],
    [
      'an extra field',
      { source: 'tastetype', version: 1, type: 'result', personality: 'comfort', title: 'x', id: '1' },
    ],
    ['an unknown personality', { source: 'tastetype', version: 1, type: 'share', personality: 'pizza' }],
    ['a string', 'tastetype:ready'],
    ['null', null],
  ])('ignores %s', (_what, data) => {
    expect(readEmbedMessage(data)).toBeUndefined();
  });

  it.each([
    ['https://blog.example', 'https://blog.example'],
    ['https://blog.example/', 'https://blog.example'],
    ['HTTPS://Blog.Example', 'https://blog.example'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['https://blog.example/recipes', undefined],
    ['https://user@blog.example', undefined],
    ['javascript:alert(1)', undefined],
    ['blog.example', undefined],
    ['*', undefined],
  ])('takes %s as the origin %s', (value, origin) => {
    expect(toOrigin(value)).toBe(origin);
  });
});

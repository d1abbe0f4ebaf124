import { taggedLink } from './tagged-link';

const ORIGIN = 'https://tastetype.example';

describe('the tagged link', () => {
  it.each([
    [
      { source: 'Newsletter', medium: 'EMAIL', campaign: 'Spring Menu' },
      '/?utm_source=newsletter&utm_medium=email&utm_campaign=Spring+Menu',
    ],
    [{ source: ' instagram ', medium: '', campaign: '' }, '/?utm_source=instagram'],
    [{ source: '', medium: '', campaign: '' }, '/'],
    [
      { source: 'a&b=c', medium: 'ça?', campaign: '50%#1 <b>' },
      '/?utm_source=a%26b%3Dc&utm_medium=%C3%A7a%3F&utm_campaign=50%25%231+%3Cb%3E',
    ],
  ])('tags the quiz’s home page for %j', async (tags, path) => {
    expect(taggedLink(ORIGIN, tags)).toBe(`${ORIGIN}${path}`);
  });

  it('reads back as the tags it was given', async () => {
    const link = new URL(taggedLink(ORIGIN, { source: 'Blog', medium: 'referral', campaign: 'menu=été&more' }));
    expect(Object.fromEntries(link.searchParams)).toEqual({
      utm_source: 'blog',
      utm_medium: 'referral',
      utm_campaign: 'menu=été&more',
    });
  });
});

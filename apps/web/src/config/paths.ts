/** Every route of the app and its typed link builder. */
export const paths = {
  home: { path: '/', href: () => '/' },
  test: { path: '/test', href: () => '/test' },
  results: {
    path: '/results/:personality',
    href: (personality: string, id?: string) =>
      `/results/${encodeURIComponent(personality)}${id ? `?id=${encodeURIComponent(id)}` : ''}`,
  },
} as const;

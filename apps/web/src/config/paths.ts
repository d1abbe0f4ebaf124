/** Every route of the app and its typed link builder. */
export const paths = {
  home: { path: '/', href: () => '/' },
  test: { path: '/test', href: () => '/test' },
  results: {
    path: '/results/:personality',
    href: (personality: string, id?: string) =>
      `/results/${encodeURIComponent(personality)}${id ? `?id=${encodeURIComponent(id)}` : ''}`,
    /** What a visitor shares: the personality's page for friends, never their own result id. */
    shareHref: (personality: string) => `/results/${encodeURIComponent(personality)}?ref=share`,
  },
  /** The analysts' dashboard; no visitor page links to it. */
  insights: { path: '/insights', href: () => '/insights' },
} as const;

import { act, renderHook, waitFor } from '@testing-library/react';
import {
  PROFILES,
  SERVER_ID,
  markSharedFailure,
  markSharedMock,
  personalitiesFailure,
  personalitiesMock,
} from '../../../testing/mocks';
import { useMarkShared } from './use-mark-shared';
import { usePersonalities } from './use-personalities';
import { withMocks } from '../../../testing/with-mocks';

describe('results hooks', () => {
  it('usePersonalities loads the profiles', async () => {
    const { result } = renderHook(() => usePersonalities(), {
      wrapper: withMocks([personalitiesMock()]),
    });
    expect(result.current.loading).toBe(true);
    await waitFor(async () =>
      expect(result.current.data?.personalities.map((p) => p.title)).toEqual(PROFILES.map((p) => p.title)),
    );
  });

  it('usePersonalities reads the profiles the page carries at once, asking the server nothing', async () => {
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'tastetype-profiles',
      lang: 'en',
      textContent: JSON.stringify(PROFILES),
    });
    document.head.append(block);
    try {
      const { result } = renderHook(() => usePersonalities(), { wrapper: withMocks([]) });
      expect(result.current.loading).toBe(false);
      expect(result.current.data?.personalities.map((p) => p.title)).toEqual(PROFILES.map((p) => p.title));
    } finally {
      block.remove();
    }
  });

  it('usePersonalities asks the server when the page carries damaged profiles', async () => {
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'tastetype-profiles',
      lang: 'en',
      textContent: '{"cut off',
    });
    document.head.append(block);
    try {
      const { result } = renderHook(() => usePersonalities(), { wrapper: withMocks([personalitiesMock()]) });
      await waitFor(() =>
        expect(result.current.data?.personalities.map((p) => p.title)).toEqual(PROFILES.map((p) => p.title)),
      );
    } finally {
      block.remove();
    }
  });

  it('usePersonalities asks the server for a language the page’s profiles are not in', async () => {
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'tastetype-profiles',
      lang: 'en',
      textContent: JSON.stringify(PROFILES),
    });
    document.head.append(block);
    try {
      const spanish = PROFILES.map((profile) => ({ ...profile, title: `${profile.title} (es)` }));
      const mock = { ...personalitiesMock('es'), result: { data: { personalities: spanish } } };
      const { result } = renderHook(() => usePersonalities(), { wrapper: withMocks([mock], '/es/results/comfort') });
      expect(result.current.loading).toBe(true);
      await waitFor(() =>
        expect(result.current.data?.personalities.map((p) => p.title)).toEqual(spanish.map((p) => p.title)),
      );
    } finally {
      block.remove();
    }
  });

  it('usePersonalities reports a failure', async () => {
    const { result } = renderHook(() => usePersonalities(), {
      wrapper: withMocks([personalitiesFailure()]),
    });
    await waitFor(async () => expect(result.current.error).toBeDefined());
  });

  it('useMarkShared resolves once recorded and rejects when the server fails', async () => {
    const marked = markSharedMock();
    const ok = renderHook(() => useMarkShared(), {
      wrapper: withMocks([marked]),
    });
    await act(async () => expect(ok.result.current(SERVER_ID)).resolves.toBeUndefined());
    expect(marked.called()).toBe(true);
    const failing = renderHook(() => useMarkShared(), {
      wrapper: withMocks([markSharedFailure()]),
    });
    await act(async () => expect(failing.result.current(SERVER_ID)).rejects.toThrow());
  });
});

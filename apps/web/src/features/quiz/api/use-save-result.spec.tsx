import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SERVER_ID, saveFailure, saveMock } from '../../../testing/mocks';
import { useSaveResult } from './use-save-result';

const answers = { flavor: 'mild', dining: 'cozy', cooking: 'simple' };
const withMocks = (mocks: MockedResponse[]) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  };

describe('useSaveResult', () => {
  it('resolves to the id the server gave', async () => {
    const { result } = renderHook(() => useSaveResult(), { wrapper: withMocks([saveMock('comfort', answers)]) });
    await act(async () => expect(result.current('comfort', answers)).resolves.toBe(SERVER_ID));
  });

  it('rejects when saving fails', async () => {
    const { result } = renderHook(() => useSaveResult(), { wrapper: withMocks([saveFailure('comfort', answers)]) });
    await act(async () => expect(result.current('comfort', answers)).rejects.toThrow());
  });
});

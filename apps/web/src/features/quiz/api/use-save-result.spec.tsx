import { act, renderHook } from '@testing-library/react';
import { SERVER_ID, saveFailure, saveMock } from '../../../testing/mocks';
import { useSaveResult } from './use-save-result';
import { withMocks } from '../../../testing/with-mocks';

const answers = { flavor: 'mild', dining: 'cozy', cooking: 'simple' };
const clientId = '2f1c7a52-93b4-4d0e-9a51-6c3e8b2d1f00';

describe('useSaveResult', () => {
  it('resolves to the id the server gave', async () => {
    const { result } = renderHook(() => useSaveResult(), {
      wrapper: withMocks([saveMock('comfort', answers)]),
    });
    await act(async () => expect(result.current('comfort', answers, clientId, 'en')).resolves.toBe(SERVER_ID));
  });

  it('rejects when saving fails', async () => {
    const { result } = renderHook(() => useSaveResult(), {
      wrapper: withMocks([saveFailure('comfort', answers)]),
    });
    await act(async () => expect(result.current('comfort', answers, clientId, 'en')).rejects.toThrow());
  });
});

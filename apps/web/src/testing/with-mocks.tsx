import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactNode } from 'react';

/** A renderHook wrapper whose Apollo answers from `mocks`. */
export const withMocks = (mocks: MockedResponse[]) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  };

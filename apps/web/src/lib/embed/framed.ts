import { createContext, useContext } from 'react';

/** True inside the quiz a publisher's page frames (/embed/quiz): no site header, and the frame's own paths. */
export const FramedContext = createContext(false);

export const useFramed = (): boolean => useContext(FramedContext);

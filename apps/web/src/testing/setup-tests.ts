import '@testing-library/jest-dom/jest-globals';
import { cleanup } from '@testing-library/react';
import { afterEach } from '@jest/globals';
import { toast } from 'sonner';

afterEach(() => {
  // sonner keeps its toasts in a module-level store: start each test with none.
  toast.dismiss();
  cleanup();
  // The build's render (src/prerender) is tested in Node, which has no storage.
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});

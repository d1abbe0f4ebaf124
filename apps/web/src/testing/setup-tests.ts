import '@testing-library/jest-dom/jest-globals';
import { cleanup } from '@testing-library/react';
import { afterEach } from '@jest/globals';
import { toast } from 'sonner';

afterEach(() => {
  // sonner keeps its toasts in a module-level store: start each test with none.
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';

initI18n('fr');

// A screen's first render loads its module on demand; on a busy test machine that can take more
// than the library's default 1 s, which is not what these tests check. A screen that never
// appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

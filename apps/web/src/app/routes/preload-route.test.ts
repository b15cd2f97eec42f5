import { beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ screens: [] as string[], guards: 0 }));

vi.mock('./screens', () => ({
  lazyScreen: (name: string) => () => {
    loaded.screens.push(name);
    return Promise.resolve({});
  },
}));
vi.mock('./load-journey-guards', () => ({
  loadJourneyGuards: () => {
    loaded.guards += 1;
    return Promise.resolve({});
  },
}));

const { preloadRoute } = await import('./preload-route');

beforeEach(() => {
  loaded.screens = [];
  loaded.guards = 0;
});

describe('preloading the screen of the address the page opens on', () => {
  it.each([
    ['/signup', 'account-create'],
    ['/signup/', 'account-create'],
    ['/enrollment', 'account-create'],
    ['/signup/company', 'company-search'],
    ['/enrollment/company', 'company-enrollment-form'],
    ['/signup/shareholders/edit/2', 'shareholders-person-form'],
    ['/enrollment/capital-deposit', 'capital-deposit'],
  ])('%s loads the %s screen and the journey guards', (path, screen) => {
    preloadRoute(path);
    expect(loaded.screens).toEqual([screen]);
    expect(loaded.guards).toBe(1);
  });

  it.each([
    '/',
    '/legal-notice',
    '/signup/unknown',
    '/signup/shareholders/edit',
    '/enrollment/company/create',
  ])('%s loads nothing ahead (no journey screen there)', (path) => {
    preloadRoute(path);
    expect(loaded.screens).toEqual([]);
    expect(loaded.guards).toBe(0);
  });
});

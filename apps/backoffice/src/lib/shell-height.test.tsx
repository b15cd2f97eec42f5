import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

/** A ResizeObserver that reports when the test says the observed element changed size. */
function fakeResizeObserver() {
  const observers: { callback: () => void; target?: Element }[] = [];
  class FakeResizeObserver {
    private readonly entry: { callback: () => void; target?: Element };
    constructor(callback: () => void) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
      this.entry.callback();
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const resized = () => {
    for (const each of observers) each.callback();
  };
  return { resized, observers };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sticky shell', () => {
  it('gives the page its height as it wraps, so the header row and the document panel stick below it', async () => {
    const observer = fakeResizeObserver();
    let height = 48;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect,
    );
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases')
        return { body: { items: [], total: 0, capped: false, page: 1, page_size: 20, sla_working_days: 5 } };
      return undefined;
    });
    renderApp('/cases');
    await screen.findByRole('heading', { level: 1, name: "Dossiers d'ouverture" });
    const shellHeight = () => document.documentElement.style.getPropertyValue('--shell-height');
    expect(shellHeight()).toBe('48px');

    // A narrower window: the navigation takes three lines.
    height = 116.4;
    observer.resized();
    expect(shellHeight()).toBe('117px');
    expect(observer.observers[0]?.target).toBe(screen.getByRole('banner'));
  });
});

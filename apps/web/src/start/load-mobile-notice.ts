import type { ComponentType } from 'react';

/** The mobile notice, which replaces the whole app on phones and tablets (spec §1). */
export async function loadMobileNotice(): Promise<() => ComponentType> {
  const { MobileApp } = await import('../features/mobile/mobile-app');
  return () => MobileApp;
}

import type { App } from '../../types';
import getChallenge from './get-challenge';
import postToken from './post-token';

export async function appCheckRoutes(app: App): Promise<void> {
  await app.register(getChallenge);
  await app.register(postToken);
}

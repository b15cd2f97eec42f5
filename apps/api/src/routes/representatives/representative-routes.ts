import type { App } from '../../types';
import deleteRepresentative from './delete-representative';
import getRepresentatives from './get-representatives';
import postRepresentative from './post-representative';
import putRepresentative from './put-representative';
import putRepresentativeLinkUser from './put-representative-linkuser';

export async function representativeRoutes(app: App): Promise<void> {
  await app.register(getRepresentatives);
  await app.register(postRepresentative);
  await app.register(putRepresentative);
  await app.register(deleteRepresentative);
  await app.register(putRepresentativeLinkUser);
}

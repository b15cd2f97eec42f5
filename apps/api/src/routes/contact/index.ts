import type { App } from '../../types';
import postContact from './post-contact';

export async function contactRoutes(app: App): Promise<void> {
  await app.register(postContact);
}

import type { App } from '../../types';
import getUser from './get-user';
import getUserAuth from './get-user-auth';
import postSignupReminder from './post-signup-reminder';
import postUser from './post-user';
import putUser from './put-user';

export async function userRoutes(app: App): Promise<void> {
  await app.register(postUser);
  await app.register(getUserAuth);
  await app.register(getUser);
  await app.register(putUser);
  await app.register(postSignupReminder);
}

import type { App } from '../../types';
import getPending from './app/get-pending';
import postPair from './app/post-pair';
import postRespond from './app/post-respond';
import getAvailable from './get-available';
import getChallengeStatus from './get-challenge-status';
import getEnrollInit from './get-enroll-init';
import getEnrollStatus from './get-enroll-status';
import getTokens from './get-tokens';
import postChallengeTrigger from './post-challenge-trigger';
import postChallengeValidate from './post-challenge-validate';
import postEnrollActivate from './post-enroll-activate';

/** Strong customer authentication (spec §7 "Contact and SCA") and the companion app's calls. */
export async function scaRoutes(app: App): Promise<void> {
  await app.register(getAvailable);
  await app.register(getTokens);
  await app.register(getEnrollInit);
  await app.register(getEnrollStatus);
  await app.register(postEnrollActivate);
  await app.register(postChallengeTrigger);
  await app.register(getChallengeStatus);
  await app.register(postChallengeValidate);
  await app.register(postPair);
  await app.register(getPending);
  await app.register(postRespond);
}

import { type Locale, type ScaChallengeReply, type ScaRequiredDetails, translate } from '@app/domain';

/**
 * SCA descriptions are stored as keys where they are ours (the action to confirm, "mobile app")
 * and as they are otherwise (a masked address, a device's name): a reply shows them in the
 * language of its request.
 */
export const describedIn = <T extends { description: string }>(locale: Locale, item: T): T => ({
  ...item,
  description: translate(locale, item.description),
});

export const challengeIn = (locale: Locale, challenge: ScaChallengeReply): ScaChallengeReply => ({
  ...describedIn(locale, challenge),
  token: challenge.token && describedIn(locale, challenge.token),
});

/** The body of a 399: the new challenge and the methods to answer it with. */
export const requiredDetailsIn = (locale: Locale, details: ScaRequiredDetails): ScaRequiredDetails => ({
  ...details,
  challenge: challengeIn(locale, details.challenge),
  tokens: details.tokens.map((token) => describedIn(locale, token)),
});

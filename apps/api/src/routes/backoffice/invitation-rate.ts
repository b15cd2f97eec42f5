/**
 * The one-time links' anonymous routes, per address: enough for a person typing a code again,
 * nothing for someone guessing tokens (which are 256-bit random anyway).
 */
export const ONE_TIME_LINK_RATE = { max: 20, timeWindow: '15 minutes' } as const;

import { z } from 'zod';

// A module of its own: the consent banner is on every page, and importing it from the forms'
// schemas brought their fields, checks and messages into every page's first download.

/** Cookie preferences: functional cookies are always on. */
export const CookiePreferencesSchema = z.object({
  functional: z.literal(true).default(true),
  analytics: z.boolean(),
});
export type CookiePreferences = z.infer<typeof CookiePreferencesSchema>;

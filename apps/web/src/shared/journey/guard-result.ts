/** Where a guard sends the user instead; `reset` clears the stored progress first. */
export interface GuardRedirect {
  redirect: string;
  reset?: boolean;
}

/** A guard's answer: null when the screen may be shown. */
export type GuardResult = GuardRedirect | null;

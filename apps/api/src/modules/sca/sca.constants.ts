import { API_HEADERS, SCA_DEFAULT_TTL_SECONDS, VERIFICATION_CODE_LENGTH } from '@app/domain';

/** Spec §9: codes have 6 digits; a code lives 120 s unless the challenge says otherwise. */
export const SCA_CODE_LENGTH = VERIFICATION_CODE_LENGTH;
export const SCA_CODE_TTL_SECONDS = SCA_DEFAULT_TTL_SECONDS;
/**
 * Wrong codes allowed per challenge, whatever the number of codes sent for it; the next attempt
 * is refused even with the right code and the challenge has failed for good.
 */
export const SCA_MAX_CODE_ATTEMPTS = 5;
/** Codes sent for one challenge (first send and resends); then the user starts the action again. */
export const SCA_SENDS_PER_CHALLENGE = 3;
/** Codes the bank sends to one user per window (e-mail and SMS cost money and can be abused). */
export const SCA_SEND_LIMIT = 5;
export const SCA_SEND_WINDOW_SECONDS = 10 * 60;
/** How long a 399 challenge waits for the user to choose a method. */
export const SCA_CHALLENGE_LIFETIME_SECONDS = 10 * 60;
/** How long a validated challenge may be used to retry the original call. */
export const SCA_VALIDATED_WINDOW_SECONDS = 5 * 60;
/** Pairing the companion app takes longer than typing a code: open the app, scan the QR code. */
export const SCA_APP_PAIRING_TTL_SECONDS = 10 * 60;
/** Device requests carry a timestamp; farther than this from the server clock they are refused. */
export const SCA_DEVICE_CLOCK_SKEW_SECONDS = 5 * 60;
/** Header naming the validated challenge when the client retries the original call. */
export const SCA_CHALLENGE_HEADER = API_HEADERS.scaChallenge;
/**
 * Action of enrolment challenges, and the sensitive action of adding a method when one is
 * already active (the 399 challenge is then answered with a method the user already has).
 */
export const SCA_ENROLL_ACTION = 'sca.enroll';

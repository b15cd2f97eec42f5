/**
 * Why a link cannot be used: a resume link expired or already spent, a request whose opening is
 * finished, a withdrawn request, or a uuid the API does not know.
 */
export const LINK_PROBLEMS = ['expired', 'used', 'withdrawn', 'unknown'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

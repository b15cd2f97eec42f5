import type { Journey } from '../../lib/progress';
import { JOURNEY_ROUTES, type JourneyRoute } from './journey-routes';
import type { LinkProblem } from './link-problems';

/** `company-create` -> `companyCreate`: a journey route's name as a key of `paths`. */
type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** A route with an `:id` segment takes the position (1-based, spec §2.2). */
type PathOf<Segment extends string> = Segment extends `${string}:id${string}`
  ? (journey: Journey, id: number | string) => string
  : (journey: Journey) => string;

type JourneyPaths = { [Route in JourneyRoute as CamelCase<Route['name']>]: PathOf<Route['segment']> };

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const journeyPaths = Object.fromEntries(
  JOURNEY_ROUTES.map(({ name, segment }) => [
    camelCase(name),
    (journey: Journey, id?: number | string) => {
      const child = segment.replace(':id', String(id));
      return `/${journey}${child ? `/${child}` : ''}`;
    },
  ]),
) as JourneyPaths;

/** Every URL of the app (spec §2.1/§2.2); screens navigate with these, never with literals. */
export const paths = {
  home: '/',
  login: '/login',
  signupRequestLogin: '/signup-request',
  signupRequestList: '/signup-request/list',
  accessibility: '/accessibility',
  /** A link that can no longer be used (`?reason=` one of LINK_PROBLEMS), with a form for a new one. */
  linkUnavailable: '/link-unavailable',
  legalNotice: '/legal-notice',
  /** Pro Santé Connect: the federation's return (registered with the agency), the practice choice, the phone approval. */
  pscReturn: '/pro-sante-connect/retour',
  pscPractice: '/pro-sante-connect/cabinet',
  pscPhone: '/pro-sante-connect/telephone',
  ...journeyPaths,
} as const;

export const isJourneyPath = (pathname: string): boolean => /^\/(signup|enrollment)(\/|$)/.test(pathname);

/** The page saying why a link cannot be used. */
export const linkUnavailablePath = (problem: LinkProblem): string =>
  `${paths.linkUnavailable}?reason=${problem}`;

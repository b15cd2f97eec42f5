import type { Dispatch } from 'react';
import { reportFailure } from '../../shared/error-reporting/error-reporting';
import type { ScaEvent } from './sca-machine';

/**
 * The SCA flow's dispatch, which also reports each strong-authentication failure as "Error on SCA"
 * (spec §8; only with analytics consent), whichever call or poll found it.
 */
export const reportingScaFailures =
  (dispatch: Dispatch<ScaEvent>): Dispatch<ScaEvent> =>
  (event) => {
    if (event.type === 'failed') void reportFailure({ kind: 'sca', reason: event.reason.kind });
    dispatch(event);
  };

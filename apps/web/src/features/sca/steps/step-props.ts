import type { ScaMethodType } from '@app/domain';
import type { Dispatch, RefObject } from 'react';
import type { ScaEvent, ScaState } from '../sca-machine';
import type { useScaFlow } from '../use-sca-flow';

/** What every step receives from the modal. */
export interface StepProps {
  state: ScaState;
  dispatch: Dispatch<ScaEvent>;
  actions: ReturnType<typeof useScaFlow>;
  /** "Try again" once the challenge failed: a new challenge for the same call, sent at once. */
  restart: () => void;
  /** The step's first element to focus (its heading unless it says otherwise). */
  focusRef: RefObject<HTMLHeadingElement | null>;
  /** Methods the user may set up (from the 399). */
  available: readonly ScaMethodType[];
}

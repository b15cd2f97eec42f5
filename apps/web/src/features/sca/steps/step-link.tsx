import type { Dispatch } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import type { ScaEvent } from '../sca-machine';

const LABELS = { 'use-another-method': 'sca.useAnotherMethod', back: 'sca.back' } as const;

/** The link under a step that leaves it: to the list of methods, or back to the previous step. */
export function StepLink({ dispatch, to }: { dispatch: Dispatch<ScaEvent>; to: keyof typeof LABELS }) {
  const { t } = useTranslation();
  return (
    <Button variant="link" onClick={() => dispatch({ type: to })}>
      {t(LABELS[to])}
    </Button>
  );
}

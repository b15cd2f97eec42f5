import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { useTranslation } from '../../../lib/use-translation';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';

/** challenges-list: the user's active methods; or set up a new one. */
export function ChallengesList({ state, dispatch, focusRef }: StepProps) {
  const { t } = useTranslation();
  const [tokenId, setTokenId] = useState<string | null>(state.tokenId);
  return (
    <form
      className="sca-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (tokenId) dispatch({ type: 'choose-token', tokenId });
      }}
    >
      <StepHeading focusRef={focusRef}>{t('sca.list.heading')}</StepHeading>
      {state.tokens.length > 0 ? (
        <>
          <RadioGroup
            id="sca-token"
            name="sca-token"
            layout="column"
            legend={t('sca.list.legend')}
            options={state.tokens.map((token) => ({
              value: token.id,
              label: t(`sca.methods.${token.type}`),
              hint: token.description,
            }))}
            value={tokenId}
            onChange={setTokenId}
          />
          <div className="sca-step__actions">
            <Button type="submit" disabled={!tokenId}>
              {t('sca.list.use')}
            </Button>
          </div>
        </>
      ) : null}
      <Button variant="link" onClick={() => dispatch({ type: 'setup-new-method' })}>
        {t('sca.list.addMethod')}
      </Button>
    </form>
  );
}

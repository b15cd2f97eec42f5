import { SCA_METHOD_TYPES, type ScaRequiredReply } from '@app/domain';
import { useEffect, useReducer, useRef } from 'react';
import { Modal } from '../../components/ui/modal';
import { useTranslation } from '../../lib/use-translation';
import { initialScaState, type ScaState, scaReducer, selectedToken, stepKey } from './sca-machine';
import { ChallengesList } from './steps/challenges-list';
import { SendInvitation } from './steps/send-invitation';
import { SetupAppInvitation } from './steps/setup-app-invitation';
import { SetupChoice } from './steps/setup-choice';
import { SetupCode } from './steps/setup-code';
import { SetupDone } from './steps/setup-done';
import { SetupHasApp } from './steps/setup-has-app';
import { SetupInstallApp } from './steps/setup-install-app';
import { StartValidation } from './steps/start-validation';
import type { StepProps } from './steps/step-props';
import { ValidationFailed } from './steps/validation-failed';
import { useScaFlow } from './use-sca-flow';
import './sca.css';

export interface ScaModalProps {
  body: ScaRequiredReply;
  /** Resolves the pending call with the validated challenge id. */
  onSuccess: (challengeId: string) => void;
  /** Closing without success rejects the pending call (spec §4). */
  onCancel: () => void;
  /**
   * "Try again" after a failed challenge: the API does not send a failed challenge again, so the
   * call is retried for a new one, to be sent at once with this method.
   */
  onRestart: (tokenId: string | null) => void;
  /** This modal is such a new challenge: it is sent at once with this method. */
  resumeTokenId?: string | null;
}

const STEPS: Record<ScaState['step']['name'], (props: StepProps) => React.ReactNode> = {
  'setup-choice': SetupChoice,
  'setup-has-app': SetupHasApp,
  'setup-install-app': SetupInstallApp,
  'setup-app-invitation': SetupAppInvitation,
  'setup-code': SetupCode,
  'setup-done': SetupDone,
  'start-validation': StartValidation,
  'send-invitation': SendInvitation,
  'validation-failed': ValidationFailed,
  'challenges-list': ChallengesList,
  success: () => null,
};

/** What a screen reader hears when the step changes (the focus moves to the step as well). */
function useAnnouncement(state: ScaState): string {
  const { t } = useTranslation();
  const { step } = state;
  if (state.error) return state.error;
  if (step.name === 'send-invitation') {
    return step.method === 'app' ? t('sca.announce.appSent') : t('sca.announce.codeSent');
  }
  if (step.name === 'validation-failed') return t('sca.failedMessage');
  if (step.name === 'setup-done') return t('sca.announce.activated');
  if (step.name === 'success') return t('sca.success');
  return '';
}

/** The SCA validation request modal, with the two-step verification setup before it when needed. */
export default function ScaModal({
  body,
  onSuccess,
  onCancel,
  onRestart,
  resumeTokenId = null,
}: ScaModalProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(scaReducer, { body, resumeTokenId }, ({ body, resumeTokenId }) =>
    initialScaState(body, resumeTokenId),
  );
  const actions = useScaFlow(state, dispatch);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  const resumed = useRef(false);
  const focusRef = useRef<HTMLHeadingElement>(null);
  const key = stepKey(state.step);
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  const announced = useAnnouncement(state);

  // On each new step the focus goes to its heading, unless the step focused its own input.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (key && !bodyRef.current?.contains(document.activeElement)) focusRef.current?.focus();
  }, [key]);

  // Once per modal: the host re-renders with new callbacks while the modal closes.
  const succeeded = useRef(false);
  useEffect(() => {
    if (state.step.name !== 'success' || succeeded.current) return;
    succeeded.current = true;
    onSuccessRef.current(state.challenge.id);
  }, [state.step.name, state.challenge.id]);

  // The new challenge of a "try again" goes straight back to sending (spec §4).
  useEffect(() => {
    if (resumed.current || state.step.name !== 'start-validation' || !resumeTokenId) return;
    resumed.current = true;
    void actions.trigger();
  }, [actions, resumeTokenId, state.step.name]);

  const restart = () => onRestart(selectedToken(state)?.id ?? state.challenge.token?.id ?? null);

  const Step = STEPS[state.step.name];
  const setup = state.step.name.startsWith('setup-');
  const available = body.available?.length ? body.available : SCA_METHOD_TYPES;

  return (
    <Modal
      open
      onClose={onCancel}
      title={setup ? t('sca.setupTitle') : t('sca.title')}
      initialFocusRef={focusRef}
      className="sca-modal"
    >
      <div className="sca-modal__body" data-sca-step={key} ref={bodyRef}>
        <Step
          state={state}
          dispatch={dispatch}
          actions={actions}
          restart={restart}
          focusRef={focusRef}
          available={available}
        />
        <p className="visually-hidden" role="status" aria-live="polite">
          {announced}
        </p>
      </div>
    </Modal>
  );
}

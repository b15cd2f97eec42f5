import { type KycQuestionReply, kycVariant } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Skeleton } from '../../components/ui/spinner';
import { ApiError, ReconnectCancelledError, RedirectedError, ValidationError } from '../../lib/api-errors';
import { useUnsavedChangesWarning } from '../../lib/hooks/use-unsaved-changes-warning';
import { currentLocale } from '../../lib/i18n';
import { updateProgress, useProgress } from '../../lib/progress-store';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { prepareForUpload } from '../../shared/documents/prepare-image';
import { validateFiles } from '../../shared/documents/validate-files';
import { paths } from '../../shared/journey/paths';
import { afterKyc, legalFormCodeOf } from '../../shared/journey/steps';
import { useJourney } from '../../shared/journey/use-journey';
import { usePscProfessionalStatus } from '../../shared/pro-sante-connect/use-psc-professional-status';
import { fetchKycAnswers, fetchKycQuestions, saveKycAnswers } from './kyc-api';
import {
  initialKycValues,
  isAsked,
  type KycProposal,
  type KycProposals,
  kycAnswers,
  kycGroups,
  proposalStands,
  pscKycProposals,
  validateKycQuestion,
} from './kyc-form';
import { KycQuestionField } from './kyc-question-field';
import { fieldKey, type KycValues } from './kyc-types';
import { serverErrorsByQuestion } from './server-errors';
import './kyc.css';
import { translateText } from '../../lib/domain-messages';

type Errors = Record<string, { answer?: string; other?: string }>;

/** The sentence under a proposed answer, by what the federation vouched for that implies it. */
const PROPOSAL_GROUND_KEYS = {
  profession: 'psc.proposed',
  practice_sites: 'psc.proposedSites',
  liberal_practice: 'psc.proposedPractice',
} as const satisfies Record<KycProposal['ground'], string>;

/** The KYC questionnaire (spec §2.4): questions from the server, in groups with previous and next. */
export default function KycPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const locale = currentLocale();
  const { company } = useProgress();
  const { limitedLiabilityForms } = useRuntimeConfig();
  const companyId = company?.id ?? '';
  const variant = kycVariant({ journey, legalForm: legalFormCodeOf(company) });

  const questions = useQuery({
    queryKey: ['kyc-questions', variant, locale],
    queryFn: () => fetchKycQuestions(variant),
  });
  const saved = useQuery({
    queryKey: ['kyc-answers', companyId],
    queryFn: () => fetchKycAnswers(companyId),
    enabled: companyId !== '',
  });
  // Read from the account's tie, not the tab: the proposal survives a new login or another device.
  const professionalStatus = usePscProfessionalStatus();

  const loading = questions.isPending || saved.isPending || professionalStatus.pending;
  if (loading) {
    return (
      <section className="card" aria-busy="true" aria-labelledby="kyc-title">
        <h1 id="kyc-title" className="page-title">
          {t('kyc.title')}
        </h1>
        <Skeleton lines={6} height="2.75rem" />
      </section>
    );
  }
  const proposals = pscKycProposals(questions.data ?? [], professionalStatus.evidence);
  return (
    <KycForm
      questions={questions.data ?? []}
      initial={initialKycValues(questions.data ?? [], saved.data ?? false, proposals)}
      proposals={proposals}
      onSaved={() => {
        updateProgress((progress) => ({ ...progress, kycAnswered: true }));
        // A sole trader working from home has no company document to give.
        navigate(afterKyc(company, journey, limitedLiabilityForms));
      }}
      companyId={companyId}
      // Enrollment's company form is the company step itself (no register search before it).
      backTo={journey === 'enrollment' ? paths.company(journey) : paths.companyCreate(journey)}
      locale={locale}
    />
  );
}

interface KycFormProps {
  questions: KycQuestionReply[];
  initial: KycValues;
  /** Answers proposed from Pro Santé Connect: said so under their question. */
  proposals?: KycProposals;
  companyId: string;
  backTo: string;
  onSaved: () => void;
  locale: ReturnType<typeof currentLocale>;
}

export function KycForm({
  questions,
  initial,
  proposals = new Map(),
  companyId,
  backTo,
  onSaved,
  locale,
}: KycFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<KycValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [group, setGroup] = useState(0);
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const { upload: uploadLimits } = useRuntimeConfig();
  const [saving, setSaving] = useState(false);
  const [formAlert, setFormAlert] = useState<string[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useUnsavedChangesWarning(dirty);

  const groups = useMemo(() => kycGroups(questions), [questions]);
  const last = group >= groups.length - 1;
  const asked = (question: KycQuestionReply) => isAsked(question, questions, values);
  const current = (groups[group] ?? []).filter(asked);
  // Said while the proposal stands: once she changes it, the answer is hers.
  const proposedBy = (proposal: KycProposal | undefined, value: KycValues[string] | undefined) =>
    proposal && proposalStands(proposal, value) ? t(PROPOSAL_GROUND_KEYS[proposal.ground]) : undefined;

  // Moving between groups puts the focus back on the title, so the new questions are read first.
  const goTo = (index: number) => {
    setGroup(index);
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  // Checked like every dropzone (spec §8): type, size and count, before anything is sent.
  const pickFiles = (question: KycQuestionReply, picked: File[]) => {
    const key = fieldKey(question.id);
    const refused = validateFiles(picked, uploadLimits, 0, locale).find((check) => check.message);
    setDirty(true);
    setFiles((all) => ({ ...all, [key]: refused ? [] : picked }));
    setErrors((all) => {
      const { [key]: _previous, ...rest } = all;
      return refused?.message ? { ...rest, [key]: { answer: refused.message } } : rest;
    });
  };

  // A refused file is reported on the form's files field: it belongs to the upload question.
  const uploadErrors = (fields: Record<string, string>): Errors => {
    const message = fields.files ?? fields['files[]'];
    const uploadQuestion = questions.find((question) => question.type === 'upload');
    return message && uploadQuestion ? { [fieldKey(uploadQuestion.id)]: { answer: message } } : {};
  };

  const check = (list: readonly KycQuestionReply[]): Errors => {
    const found: Errors = {};
    for (const question of list) {
      // A refused file stays refused until another is picked: the user believes it attached.
      const refusedFile = question.type === 'upload' ? errors[fieldKey(question.id)] : undefined;
      const problems = refusedFile ?? validateKycQuestion(question, values[fieldKey(question.id)]);
      if (problems.answer || problems.other) found[fieldKey(question.id)] = problems;
    }
    return found;
  };

  const next = async () => {
    const found = check(current);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormAlert([translateText(locale, 'validation.form_invalid')]);
      return;
    }
    setFormAlert(null);
    if (!last) {
      goTo(group + 1);
      return;
    }
    const all = check(questions.filter(asked));
    if (Object.keys(all).length > 0) {
      setErrors(all);
      return;
    }
    setSaving(true);
    const answers = kycAnswers(questions, values);
    try {
      // Images are re-encoded like every other upload (orientation fixed, JPEG 0.75).
      const prepared = await Promise.all(Object.values(files).flat().map(prepareForUpload));
      await saveKycAnswers(companyId, answers, prepared);
      setDirty(false);
      onSaved();
    } catch (error) {
      if (error instanceof ValidationError) {
        const mapped = { ...serverErrorsByQuestion(error.fields, answers), ...uploadErrors(error.fields) };
        setErrors(mapped);
        const firstKey = Object.keys(mapped)[0];
        const firstGroup = groups.findIndex((list) =>
          list.some((question) => fieldKey(question.id) === firstKey),
        );
        if (firstGroup >= 0) goTo(firstGroup);
        setFormAlert([error.message || translateText(locale, 'validation.form_invalid')]);
      } else if (
        error instanceof ApiError &&
        !(error instanceof RedirectedError || error instanceof ReconnectCancelledError)
      ) {
        // Upload failures skip the generic modal: the form says what went wrong.
        setFormAlert([error.message || t('documents.uploadFailed')]);
      }
    } finally {
      setSaving(false);
    }
  };

  if (questions.length === 0) {
    return (
      <section className="card stack" aria-labelledby="kyc-title">
        <h1 id="kyc-title" className="page-title">
          {t('kyc.title')}
        </h1>
        <Alert tone="warning">{t('kyc.empty')}</Alert>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="kyc-title">
      <h1 id="kyc-title" className="page-title" ref={titleRef} tabIndex={-1}>
        {t('kyc.title')}
      </h1>
      <p className="page-lead">{t('kyc.lead')}</p>
      <div className="kyc-progress">
        <ProgressBar
          value={group + 1}
          max={groups.length}
          label={t('kyc.progress', { current: group + 1, total: groups.length })}
          valueText={t('kyc.progress', { current: group + 1, total: groups.length })}
          showValue
        />
      </div>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <p className="small muted">{t('common.requiredHint')}</p>
        {current.map((question) => (
          <KycQuestionField
            key={question.id}
            question={question}
            value={values[fieldKey(question.id)] ?? { answer: '', other: '' }}
            errors={errors[fieldKey(question.id)] ?? {}}
            files={files[fieldKey(question.id)]?.map((file) => file.name)}
            onFiles={(picked) => pickFiles(question, picked)}
            // Said while the proposal stands: once she changes it, the answer is hers.
            proposedBy={proposedBy(proposals.get(question.id), values[fieldKey(question.id)])}
            onChange={(value) => {
              setDirty(true);
              setValues((all) => ({ ...all, [fieldKey(question.id)]: value }));
              setErrors((all) => {
                if (!all[fieldKey(question.id)]) return all;
                const { [fieldKey(question.id)]: _removed, ...rest } = all;
                return rest;
              });
            }}
          />
        ))}
        {formAlert ? (
          <Alert tone="warning">
            {formAlert.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        ) : null}
        <div className="form-actions">
          {group > 0 ? (
            <Button variant="secondary" onClick={() => goTo(group - 1)}>
              {t('common.previous')}
            </Button>
          ) : (
            <Link className="btn btn--secondary btn--md" to={backTo}>
              <span>{t('common.back')}</span>
            </Link>
          )}
          <Button type="submit" loading={saving}>
            {last ? t('kyc.save') : t('common.next')}
          </Button>
        </div>
      </form>
    </section>
  );
}

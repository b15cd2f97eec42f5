import {
  BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  capitalPerHolder,
  formatMoney,
  formatNumber,
  isJobCode,
  JOB_CODE_LABELS,
  type RepresentativeReply,
  remainingShares,
  sharesPercentage,
} from '@app/domain';
import { Link } from 'react-router';
import { BackLink } from '../../components/back-link';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { ProgressBar } from '../../components/ui/progress-bar';
import { translateText } from '../../lib/domain-messages';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { ProfessionalVerification } from '../../shared/health/professional-verification';
import { canDelete, canEdit, listState, type SubtitlePart, subtitleParts } from './list-rules';
import { entryName } from './representative-entry';

export interface ShareholdersListViewProps {
  journey: 'signup' | 'enrollment';
  entries: readonly RepresentativeReply[];
  totalShares: number;
  /** Enrollment: the share capital the holders deposit (capital_amount), null when not known. */
  capitalAmount?: number | null;
  certified: boolean;
  onCertifiedChange: (certified: boolean) => void;
  onAdd: () => void;
  /** 0-based position in the list. */
  onEdit: (index: number) => void;
  onDelete: (entry: RepresentativeReply) => void;
  onSubmit: () => void;
  submitting?: boolean;
  /** Per-person messages of a refused validation. */
  messages?: readonly string[] | null;
  ownerHref: string;
  backHref: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('') || '?';

/** The list of beneficial owners and representatives with its enabling rules (spec §2.4, §4). */
export function ShareholdersListView({
  journey,
  entries,
  totalShares,
  capitalAmount = null,
  certified,
  onCertifiedChange,
  onAdd,
  onEdit,
  onDelete,
  onSubmit,
  submitting,
  messages,
  ownerHref,
  backHref,
}: ShareholdersListViewProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const state = listState({ entries, certified, journey, totalShares });
  const enrollment = journey === 'enrollment';
  const allocated = entries.reduce((total, entry) => total + entry.shareholders_value, 0);
  const remaining = remainingShares(
    totalShares,
    entries.map((entry) => entry.shareholders_value),
  );
  const allocatedPercent = sharesPercentage(allocated, totalShares);
  const depositOf = (entry: RepresentativeReply): string | null =>
    enrollment && capitalAmount !== null && entry.shareholders_value > 0
      ? formatMoney(locale, capitalPerHolder(capitalAmount, totalShares, entry.shareholders_value))
      : null;

  const partText = (part: SubtitlePart): string => {
    switch (part.kind) {
      case 'account_representative':
        return t('shareholders.list.accountRepresentative');
      case 'job':
        return isJobCode(part.code) ? JOB_CODE_LABELS[part.code][locale] : part.code;
      case 'beneficial_owner':
        return t('shareholders.list.beneficialOwner', { threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT });
      default:
        return t('shareholders.list.shareholderAt', {
          percentage: formatNumber(locale, part.percentage),
          shares: formatNumber(locale, part.shares),
          total: formatNumber(locale, part.totalShares),
        });
    }
  };

  return (
    <div className="stack">
      {!state.userSet && entries.length > 0 ? (
        <Alert
          tone="warning"
          title={t('shareholders.list.userNotSetTitle')}
          actions={
            <Link className="btn btn--link btn--sm" to={ownerHref}>
              <span>{t('shareholders.list.userNotSetAction')}</span>
            </Link>
          }
        >
          <p>{t('shareholders.list.userNotSet')}</p>
        </Alert>
      ) : null}
      {!state.hasBeneficialOwner ? (
        <Alert tone="warning" title={translateText(locale, 'validation.beneficial_owner_required')}>
          <p>{t('shareholders.list.noBeneficialOwner', { threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT })}</p>
        </Alert>
      ) : null}

      {enrollment ? (
        <div className="shares-progress">
          <ProgressBar
            value={allocatedPercent}
            max={100}
            label={t('shareholders.list.sharesProgress')}
            valueText={t('shareholders.list.sharesPercent', {
              percentage: formatNumber(locale, allocatedPercent),
            })}
            tone={remaining === 0 ? 'success' : 'brand'}
            showValue
          />
          <p className="small" id="shares-remaining">
            {t('shareholders.list.sharesRemaining', {
              remaining: formatNumber(locale, remaining),
              total: formatNumber(locale, totalShares),
            })}
          </p>
        </div>
      ) : null}

      <ul className="people-list" aria-label={t('shareholders.list.listLabel')}>
        {entries.map((entry, index) => {
          const name = entryName(entry) || t('shareholders.list.unnamed');
          const parts = subtitleParts(entry, totalShares);
          const deposit = depositOf(entry);
          return (
            <li key={entry.id} className="people-list__item">
              <span
                className={`people-list__avatar${entry.is_company ? ' people-list__avatar--company' : ''}`}
                aria-hidden="true"
              >
                {entry.is_company ? '▦' : initials(name)}
              </span>
              <span className="people-list__body">
                <span className="people-list__name">{name}</span>
                {entry.is_company ? null : (
                  <ProfessionalVerification verification={entry.professional_verification} />
                )}
                {parts.length > 0 ? (
                  <span className="people-list__subtitle">{parts.map(partText).join(' · ')}</span>
                ) : null}
                {deposit ? (
                  <span className="people-list__deposit">
                    {t('shareholders.list.capitalToDeposit', { amount: deposit })}
                  </span>
                ) : null}
                {entry.is_complete ? null : (
                  <span className="badge badge--warning">{t('shareholders.list.toComplete')}</span>
                )}
              </span>
              <span className="people-list__actions">
                {canEdit(entry) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onEdit(index)}
                    aria-label={t('shareholders.list.editPerson', { name })}
                  >
                    {t('shareholders.list.edit')}
                  </Button>
                ) : null}
                {canDelete(entry) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDelete(entry)}
                    aria-label={t('shareholders.list.deletePerson', { name })}
                  >
                    {t('common.delete')}
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="secondary" onClick={onAdd}>
          + {t('shareholders.list.add')}
        </Button>
      </div>

      <Checkbox
        id="shareholders-certification"
        label={t('shareholders.list.certification')}
        required
        checked={certified}
        onChange={(event) => onCertifiedChange(event.target.checked)}
      />

      {enrollment && remaining > 0 && entries.length > 0 ? (
        // Spec §4: every share must be given before the list is sent; §8 names the message.
        <Alert tone="warning" title={translateText(locale, 'validation.shares_invalid')}>
          <p>{t('shareholders.list.sharesLeft', { remaining: formatNumber(locale, remaining) })}</p>
        </Alert>
      ) : null}

      {messages && messages.length > 0 ? (
        <Alert tone="warning" title={t('shareholders.list.validationFailed')}>
          <ul className="plain-list">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="form-actions">
        <BackLink to={backHref} />
        <Button onClick={onSubmit} disabled={!state.canSubmit} loading={submitting}>
          {t('shareholders.list.submit')}
        </Button>
      </div>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/radio-group';
import { Skeleton } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { entryName, isPerson } from './representative-entry';
import { linkUser } from './representatives-api';
import { representativesKey, useRepresentatives } from './use-representatives';
import './shareholders.css';

/** Owner selection: which listed person is the account user (spec §2.4). */
export default function OwnerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const queryClient = useQueryClient();
  const { query, entries, companyId } = useRepresentatives();
  const people = entries.filter(isPerson);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const selected = chosen ?? people.find((person) => person.is_user)?.id ?? null;

  const save = async () => {
    if (!selected) return;
    setSaving(true);
    try {
      await linkUser(selected, companyId);
      await queryClient.invalidateQueries({ queryKey: representativesKey(companyId) });
      navigate(paths.shareholders(journey));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageCard id="owner" title={t('shareholders.owner.title')} lead={t('shareholders.owner.lead')} stack>
      {query.isPending ? (
        <Skeleton lines={3} height="3rem" />
      ) : (
        <RadioGroup
          id="owner"
          name="owner"
          legend={t('shareholders.owner.question')}
          layout="column"
          options={people.map((person) => ({
            value: person.id,
            label: entryName(person) || t('shareholders.list.unnamed'),
          }))}
          value={selected}
          onChange={setChosen}
        />
      )}
      <div className="form-actions">
        <BackLink to={paths.shareholders(journey)} />
        <Button onClick={() => void save()} disabled={!selected} loading={saving}>
          {t('shareholders.owner.confirm')}
        </Button>
      </div>
    </PageCard>
  );
}

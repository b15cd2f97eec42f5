import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/spinner';
import { fetchCurrentUser, storeUser } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { DocumentSlot } from '../../shared/documents/document-slot';
import { fetchUserDocuments } from '../../shared/documents/documents-api';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';

/** Step 1, proofs: identity card and proof of address of the account user (spec §2.4). */
export default function AccountProofsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const documents = useQuery({ queryKey: ['user-documents'], queryFn: fetchUserDocuments });
  const [busy, setBusy] = useState({ identity: false, address: false });
  const [continuing, setContinuing] = useState(false);
  const all = documents.data ?? [];
  const identity = all.filter((document) => document.type === 'identity_card');
  const address = all.filter((document) => document.type === 'proof_of_address');
  const complete = identity.length > 0 && address.length > 0;
  const refetch = useCallback(() => void documents.refetch(), [documents.refetch]);
  const onIdentityBusy = useCallback(
    (state: { busy: boolean }) => setBusy((b) => ({ ...b, identity: state.busy })),
    [],
  );
  const onAddressBusy = useCallback(
    (state: { busy: boolean }) => setBusy((b) => ({ ...b, address: state.busy })),
    [],
  );

  const next = async () => {
    setContinuing(true);
    try {
      // The user's document URLs guard the company creation step: refresh them first.
      storeUser(await fetchCurrentUser());
      navigate(paths.company(journey));
    } finally {
      setContinuing(false);
    }
  };

  return (
    <PageCard id="proofs" title={t('proofs.title')} lead={t('proofs.lead')} busy={documents.isPending}>
      {documents.isPending ? (
        <Skeleton lines={2} height="12rem" />
      ) : (
        <div className="stack">
          <DocumentSlot
            id="proof-identity-card"
            label={t('proofs.identityCard')}
            hint={t('proofs.identityCardHint')}
            required
            uploadPath="/user/documents/identity_card"
            query={{ archive: false }}
            documents={identity}
            onChanged={refetch}
            onBusyChange={onIdentityBusy}
          />
          <DocumentSlot
            id="proof-address"
            label={t('proofs.addressProof')}
            hint={t('proofs.addressProofHint')}
            required
            uploadPath="/user/documents/proof_of_address"
            documents={address}
            onChanged={refetch}
            onBusyChange={onAddressBusy}
          />
          {!complete ? <Alert tone="info">{t('proofs.missing')}</Alert> : null}
        </div>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={() => navigate(paths.user(journey))}>
          {t('common.back')}
        </Button>
        <Button
          onClick={() => void next()}
          disabled={!complete || busy.identity || busy.address}
          loading={continuing}
        >
          {t('common.next')}
        </Button>
      </div>
    </PageCard>
  );
}

import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { RadioGroup } from '../../components/ui/radio-group';
import { useTranslation } from '../../lib/use-translation';

export type RepresentativeKind = 'individual' | 'company';

/** Add button's question: is the new entry a natural person or a company (spec §2.4 modals)? */
export function RepresentativeTypeModal({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (kind: RepresentativeKind) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RepresentativeKind | null>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('representativeType.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={kind === null} onClick={() => kind && onChoose(kind)}>
            {t('representativeType.continue')}
          </Button>
        </>
      }
    >
      <RadioGroup
        id="representative-type"
        name="representative-type"
        legend={t('representativeType.question')}
        layout="column"
        options={[
          {
            value: 'individual',
            label: t('representativeType.individual'),
            hint: t('representativeType.individualHint'),
          },
          {
            value: 'company',
            label: t('representativeType.company'),
            hint: t('representativeType.companyHint'),
          },
        ]}
        value={kind}
        onChange={setKind}
      />
    </Modal>
  );
}

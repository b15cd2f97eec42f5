import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Modal } from './ui/modal';
import { RadioGroup } from './ui/radio-group';

export type RepresentativeType = 'individual' | 'company';

export interface RepresentativeTypeModalProps {
  open: boolean;
  onChoose: (type: RepresentativeType) => void;
  onClose: () => void;
}

/** "Add a person": natural person or legal entity (spec §2.4 shareholders list). */
export function RepresentativeTypeModal({ open, onChoose, onClose }: RepresentativeTypeModalProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<RepresentativeType | null>(null);
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
          <Button disabled={!type} onClick={() => type && onChoose(type)}>
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
        value={type}
        onChange={setType}
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
      />
    </Modal>
  );
}

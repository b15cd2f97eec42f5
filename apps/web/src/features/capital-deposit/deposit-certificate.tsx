import type { CapitalDepositReply } from '@app/domain';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { downloadPdf } from '../../shared/documents/download-pdf';
import { certificateUrl } from './capital-deposit-api';

type Certificate = NonNullable<CapitalDepositReply['certificate']>;
type Language = 'fr' | 'en' | 'de';

/** The capital deposit certificate: the French original, and its English and German translations. */
export function DepositCertificate({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (lang: Language) => {
    setBusy(lang);
    setFailed(false);
    try {
      await downloadPdf(certificateUrl(certificate.pdf_url, lang));
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="deposit-section" aria-labelledby="deposit-certificate-title">
      <h2 id="deposit-certificate-title" className="deposit-section__title">
        {t('capitalDeposit.certificate.title')}
      </h2>
      <p>{t('capitalDeposit.certificate.lead', { reference: certificate.reference })}</p>
      <div className="deposit-certificate__actions">
        <Button onClick={() => void download('fr')} loading={busy === 'fr'}>
          {t('capitalDeposit.certificate.download')}
        </Button>
        <Button variant="link" onClick={() => void download('en')} loading={busy === 'en'}>
          {t('capitalDeposit.certificate.translationEn')}
        </Button>
        <Button variant="link" onClick={() => void download('de')} loading={busy === 'de'}>
          {t('capitalDeposit.certificate.translationDe')}
        </Button>
      </div>
      <p className="small muted">{t('capitalDeposit.certificate.translationNote')}</p>
      {failed ? <Alert tone="error">{t('capitalDeposit.certificate.failed')}</Alert> : null}
    </section>
  );
}

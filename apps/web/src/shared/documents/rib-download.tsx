import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { downloadPdf } from './download-pdf';

interface RibDownloadProps {
  /** The account's `rib.pdf_url`, fetched with the bearer token. */
  pdfUrl: string;
  label: string;
  failedText: string;
}

/** An account's RIB as a PDF download, with what went wrong when it could not be fetched. */
export function RibDownload({ pdfUrl, label, failedText }: RibDownloadProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadPdf(pdfUrl);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <div>
        <Button onClick={() => void download()} loading={state === 'busy'}>
          {label}
        </Button>
      </div>
      {state === 'failed' ? <Alert tone="error">{failedText}</Alert> : null}
    </>
  );
}

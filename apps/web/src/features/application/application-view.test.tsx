import type { ApplicationReply } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetProgress, updateProgress } from '../../lib/progress-store';
import { ApplicationView } from './application-view';

const application = (overrides: Partial<ApplicationReply> = {}): ApplicationReply => ({
  company_id: 'c1',
  company_name: 'Cabinet Martin',
  journey: 'signup',
  status: 'documents_requested',
  withdrawn: false,
  account: {
    holder_name: 'Cabinet Martin',
    iban: 'FR7630004000031234567890143',
    bic: 'BNPAFRPP',
    rib: { pdf_url: 'http://api.test/accounts/acc-1/rib.pdf' },
  },
  first_transfer_minimum: '50.00',
  history: [
    { at: '2026-11-26T09:00:00.000Z', status: 'submitted', by: 'customer', withdrawn: false },
    { at: '2026-11-26T10:00:00.000Z', status: 'under_review', by: 'bank', withdrawn: false },
    { at: '2026-11-26T11:00:00.000Z', status: 'documents_requested', by: 'bank', withdrawn: false },
  ],
  requested_documents: [
    {
      id: 'r1',
      document_type: 'proof_of_address',
      label: 'Justificatif de domiciliation',
      subject_type: 'company',
      message: 'Le justificatif a plus de trois mois.',
      requested_at: '2026-11-26T11:00:00.000Z',
    },
  ],
  documents: [],
  ...overrides,
});

describe('my application', () => {
  it('lists what to send again and why, with a dropzone, and the history in plain words', () => {
    render(<ApplicationView application={application()} onSent={vi.fn()} />);
    expect(screen.getByText('Documents à renvoyer', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ce que nous vous demandons' })).toBeInTheDocument();
    expect(screen.getByText(/Le justificatif a plus de trois mois\./)).toBeInTheDocument();
    expect(screen.getAllByText('Justificatif de domiciliation').length).toBeGreaterThan(0);
    expect(document.querySelector('input[type="file"]')).not.toBeNull();
    const history = within(screen.getByRole('list', { name: '' }) as HTMLElement);
    expect(history.getByText('Vous avez envoyé votre demande')).toBeInTheDocument();
    expect(history.getByText('Notre équipe vous a demandé des documents à nouveau')).toBeInTheDocument();
    expect(screen.getByText('FR76 3000 4000 0312 3456 7890 143')).toBeInTheDocument();
    expect(screen.queryByText(/ouvert/)).toBeNull();
  });

  it('says open only once the account is open, without the first transfer to make', () => {
    render(
      <ApplicationView
        application={application({
          status: 'open',
          requested_documents: [],
          history: [
            { at: '2026-11-26T09:00:00.000Z', status: 'submitted', by: 'customer', withdrawn: false },
            { at: '2026-11-27T09:00:00.000Z', status: 'open', by: 'bank', withdrawn: false },
          ],
        })}
        onSent={vi.fn()}
      />,
    );
    expect(screen.getByText('Votre compte est ouvert')).toBeInTheDocument();
    expect(screen.getByText('Votre compte a été ouvert')).toBeInTheDocument();
    expect(screen.queryByText('Votre premier virement')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ce que nous vous demandons' })).toBeNull();
    // The open account's details, and its RIB to download.
    const account = within(screen.getByRole('region', { name: 'Votre compte' }));
    expect(account.getByText('Cabinet Martin')).toBeInTheDocument();
    expect(account.getByText('FR76 3000 4000 0312 3456 7890 143')).toBeInTheDocument();
    expect(account.getByText('BNPAFRPP')).toBeInTheDocument();
    expect(account.getByRole('button', { name: 'Télécharger le RIB (PDF)' })).toBeInTheDocument();
  });

  it('shows no account section before the account is open', () => {
    render(<ApplicationView application={application()} onSent={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Votre compte' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Télécharger le RIB (PDF)' })).toBeNull();
  });

  it('tells a submitted signup the truth about when the account opens', () => {
    render(
      <ApplicationView
        application={application({ status: 'submitted', requested_documents: [] })}
        onSent={vi.fn()}
      />,
    );
    expect(screen.getByText('Reçue')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Votre compte s'ouvrira une fois votre dossier examiné par notre équipe et votre premier virement d'au moins 50 € depuis un compte au nom de votre société arrivé.",
      ),
    ).toBeInTheDocument();
  });

  it('asks a sole trader for a transfer from an account in her own name, the amount written the French way', () => {
    updateProgress((progress) => ({
      ...progress,
      company: { id: 'c1', name: 'Dr Martin', legal_form: { code: 'EI', abbreviation: 'EI' } } as never,
    }));
    render(
      <ApplicationView
        application={application({
          status: 'submitted',
          requested_documents: [],
          first_transfer_minimum: '1000.00',
        })}
        onSent={vi.fn()}
      />,
    );
    const rule = screen.getByText(/^Virez au moins/);
    expect(rule.textContent).toBe(
      'Virez au moins 1\u202f000\u00a0€ depuis un compte à votre nom, dans une banque de la zone SEPA, vers\u00a0:',
    );
    expect(screen.getByText(/depuis un compte à votre nom arrivé\.$/)).toBeInTheDocument();
    resetProgress();
  });

  it("asks an association for a transfer from an account in the association's name", () => {
    updateProgress((progress) => ({
      ...progress,
      company: {
        id: 'c1',
        name: 'Soins pour tous',
        legal_form: { code: 'ASS', abbreviation: 'ASS' },
      } as never,
    }));
    render(
      <ApplicationView
        application={application({ status: 'submitted', requested_documents: [] })}
        onSent={vi.fn()}
      />,
    );
    expect(screen.getByText(/^Virez au moins/)).toHaveTextContent(/au nom de votre association/);
    resetProgress();
  });

  it('speaks of the company otherwise', () => {
    render(
      <ApplicationView
        application={application({ status: 'submitted', requested_documents: [] })}
        onSent={vi.fn()}
      />,
    );
    expect(screen.getByText(/^Virez au moins/)).toHaveTextContent(/au nom de votre société/);
  });

  it('asks for the origin of the funds with what to send, beside the documents sent again', () => {
    render(
      <ApplicationView
        application={application({ status: 'under_review', requested_documents: [] })}
        asked={[
          {
            id: 'q1',
            document_type: 'source_of_funds',
            label: "Justificatif de l'origine des fonds",
            hint: 'Par exemple\u00a0: acte de cession de votre ancien cabinet, offre de prêt.',
            requested_at: '2026-11-26T11:00:00.000Z',
          },
        ]}
        onSent={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ce que nous vous demandons' })).toBeInTheDocument();
    expect(screen.getAllByText("Justificatif de l'origine des fonds").length).toBeGreaterThan(0);
    expect(screen.getByText(/acte de cession de votre ancien cabinet/)).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).not.toBeNull();
  });

  it('asks for nothing when the bank asks for nothing', () => {
    render(
      <ApplicationView
        application={application({ status: 'under_review', requested_documents: [] })}
        onSent={vi.fn()}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Ce que nous vous demandons' })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});

describe('a withdrawn application', () => {
  it('says the request is withdrawn, never that an account was closed or that the bank reviews it', () => {
    render(
      <ApplicationView
        application={application({
          status: 'closed',
          withdrawn: true,
          requested_documents: [],
          history: [
            { at: '2026-11-26T09:00:00.000Z', status: 'submitted', by: 'customer', withdrawn: false },
            { at: '2026-11-26T09:00:00.000Z', status: 'closed', by: 'customer', withdrawn: true },
          ],
        })}
        onSent={vi.fn()}
      />,
    );
    expect(screen.getByText('Demande retirée', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Vous avez retiré votre demande')).toBeInTheDocument();
    expect(screen.queryByText(/clôturé/)).toBeNull();
    expect(screen.queryByText(/examine/)).toBeNull();
    expect(screen.queryByText('Votre premier virement')).toBeNull();
  });

  it('lists the documents sent with whose they are and the bank’s decision in plain words, each opening in the viewer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 })),
    );
    const sent = (change: Partial<ApplicationReply['documents'][number]>) => ({
      id: 'd1',
      document_type: 'identity_card',
      label: "Pièce d'identité",
      subject_type: 'user' as const,
      person: 'Claire Martin',
      file_name: 'cni-claire.pdf',
      mime_type: 'application/pdf',
      sent_at: '2026-11-25T09:00:00.000Z',
      decision: 'accepted' as const,
      url: 'http://api.test/documents/d1',
      ...change,
    });
    render(
      <ApplicationView
        application={application({
          documents: [
            sent({}),
            sent({
              id: 'd2',
              document_type: 'proof_of_address',
              label: 'Justificatif de domiciliation',
              subject_type: 'company',
              person: null,
              file_name: 'edf-octobre.pdf',
              decision: 'resubmit',
              url: 'http://api.test/documents/d2',
            }),
            sent({
              id: 'd3',
              document_type: 'kbis',
              label: 'Extrait Kbis',
              subject_type: 'company',
              person: null,
              file_name: 'kbis.pdf',
              decision: 'pending',
            }),
          ],
        })}
        onSent={vi.fn()}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Vos documents envoyés' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Pièce d'identité");
    expect(items[0]).toHaveTextContent('Pour : Claire Martin');
    expect(items[0]).toHaveTextContent('Envoyé le 25 novembre 2026');
    expect(items[0]).toHaveTextContent('Accepté');
    expect(items[1]).toHaveTextContent('À renvoyer');
    expect(items[1]).not.toHaveTextContent('Pour');
    expect(items[2]).toHaveTextContent("En attente d'examen");
    await userEvent.click(list.getByRole('button', { name: 'Voir edf-octobre.pdf' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('edf-octobre.pdf');
    vi.unstubAllGlobals();
  });
});

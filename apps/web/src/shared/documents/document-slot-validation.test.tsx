import type { DocumentReply } from '@app/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../../lib/runtime-config';
import { DocumentSlot } from './document-slot';
import { uploadDocuments } from './documents-api';

vi.mock('./documents-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./documents-api')>()),
  uploadDocuments: vi.fn(async () => []),
}));
// Images are re-encoded before sending; here the file goes as it is.
vi.mock('./prepare-image', () => ({ prepareForUpload: vi.fn(async (file: File) => file) }));

// Spec §8 and §9: a file over 25 MB, of another type than PDF, JPEG or PNG, or one more than the
// slot's 10 files is refused before sending, with its message shown on the file; the others go.

const MB = 1024 * 1024;

/** A file of the given type whose size is `bytes` (without allocating it). */
function file(name: string, type: string, bytes = 2048): File {
  const made = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(made, 'size', { value: bytes });
  return made;
}

const stored = (count: number): DocumentReply[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `doc-${index}`,
    name: `page-${index + 1}.pdf`,
    mime_type: 'application/pdf',
  })) as unknown as DocumentReply[];

function renderSlot(documents: DocumentReply[] = []) {
  render(
    <DocumentSlot
      id="identity"
      label="Pièce d'identité"
      uploadPath="/user/documents/identity_card"
      documents={documents}
      onChanged={() => undefined}
    />,
  );
  const slot = screen.getByRole('region', { name: "Pièce d'identité" });
  return {
    slot,
    /** Files dropped on the area (a drop is not filtered by the picker's accepted types). */
    drop: (files: File[]) => {
      const area = slot.querySelector('.dropzone__area');
      if (!area) throw new Error('no drop area');
      fireEvent.drop(area, { dataTransfer: { files, types: ['Files'] } });
    },
  };
}

const fileItem = (slot: HTMLElement, name: string) =>
  within(within(slot).getByRole('list', { name: 'Fichiers déposés' }))
    .getByText(name)
    .closest('li') as HTMLElement;

/** Names of the files sent to the API, over every upload call. */
const sentNames = () =>
  vi.mocked(uploadDocuments).mock.calls.flatMap(([, files]) => (files as File[]).map((one) => one.name));

afterEach(() => {
  vi.mocked(uploadDocuments).mockClear();
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
});

describe('dropzone file checks (spec §8)', () => {
  it('states the limits of the slot', () => {
    const { slot } = renderSlot();
    expect(slot).toHaveTextContent(/25 Mo/);
    expect(slot).toHaveTextContent(/10 fichiers/);
  });

  it('refuses a file over 25 MB with its size and the maximum, and sends the good one', async () => {
    const { slot, drop } = renderSlot();
    drop([file('scan-hd.pdf', 'application/pdf', 26.5 * MB), file('cni.pdf', 'application/pdf')]);
    const refused = fileItem(slot, 'scan-hd.pdf');
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      /^Fichier trop volumineux \(26,5 Mo, maximum 25 Mo\)$/,
    );
    expect(refused).toHaveAttribute('title', 'Fichier trop volumineux');
    await waitFor(() => expect(uploadDocuments).toHaveBeenCalledTimes(1));
    expect(sentNames()).toEqual(['cni.pdf']);
  });

  it('refuses another format than PDF, JPEG or PNG and lists the accepted ones', async () => {
    const { slot, drop } = renderSlot();
    drop([file('releve.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')]);
    const refused = fileItem(slot, 'releve.docx');
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      /^Format incorrect \(formats acceptés\s?: PDF, JPEG, PNG\)$/,
    );
    expect(refused).toHaveAttribute('title', 'Format incorrect');
    expect(uploadDocuments).not.toHaveBeenCalled();
  });

  it('accepts a PNG or a JPEG, and a PDF a system gave no type to', async () => {
    const { drop } = renderSlot();
    drop([file('photo.png', 'image/png'), file('photo.jpg', 'image/jpeg'), file('scan.pdf', '')]);
    await waitFor(() => expect(uploadDocuments).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses the files beyond the 10 a slot holds, counting those already stored', async () => {
    const { slot, drop } = renderSlot(stored(9));
    drop([file('dixieme.pdf', 'application/pdf'), file('onzieme.pdf', 'application/pdf')]);
    expect(within(fileItem(slot, 'onzieme.pdf')).getByRole('alert')).toHaveTextContent(
      /^Vous ne pouvez pas déposer plus de 10 fichiers$/,
    );
    await waitFor(() => expect(uploadDocuments).toHaveBeenCalledTimes(1));
    expect(sentNames()).toEqual(['dixieme.pdf']);
  });

  it('follows the limits the server configures', () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, upload: { maxFileBytes: 5 * MB, maxFiles: 2 } });
    const { slot, drop } = renderSlot();
    drop([file('a.pdf', 'application/pdf', 6 * MB)]);
    expect(within(fileItem(slot, 'a.pdf')).getByRole('alert')).toHaveTextContent(
      /^Fichier trop volumineux \(6 Mo, maximum 5 Mo\)$/,
    );
  });
});

import { useState } from 'react';
import {
  DOCUMENT_FILE_BYTES,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
} from '../../../domain/supply/documents.ts';
import { readApiError } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { fieldClasses, Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { type DocumentOwner, toBase64, useUploadDocument } from './documents-api.ts';

/**
 * Uploads a document (ADR 069): a PDF or an image of at most 20 MB. A new upload of a type already on file becomes
 * its current version; the earlier one stays in the history.
 */
export function DocumentUploadForm({
  owner,
  types,
}: {
  owner: DocumentOwner;
  types: readonly DocumentType[];
}) {
  const upload = useUploadDocument(owner);
  const [error, setError] = useState<string | null>(null);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get('file');
    setError(null);
    if (!(file instanceof File) || file.size === 0) return setError('Choose a file to upload');
    // The server refuses it too (413); saying so here spares sending 20 MB for nothing.
    if (file.size > DOCUMENT_FILE_BYTES) return setError('The file is larger than 20 MB');
    try {
      await upload.mutateAsync({
        type: String(data.get('type')),
        fileName: file.name,
        file: await toBase64(file),
        issuedOn: String(data.get('issuedOn') ?? ''),
        expiresOn: String(data.get('expiresOn') ?? ''),
      });
      form.reset();
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure, 'Could not upload the document');
      setError(Object.values(fieldErrors ?? {}).flat()[0] ?? message);
    }
  }

  return (
    <form
      aria-label="Upload document"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <div className="col-span-2 space-y-1">
        <Label htmlFor="document-type">Document type</Label>
        <select id="document-type" name="type" className={fieldClasses} defaultValue={types[0]}>
          {types.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 space-y-1">
        <Label htmlFor="document-file">File (PDF, PNG, JPEG or WebP, up to 20 MB)</Label>
        <Input
          id="document-file"
          name="file"
          type="file"
          accept="application/pdf,image/png,image/jpeg,image/webp"
          required
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="document-issued">Issued on</Label>
        <Input id="document-issued" name="issuedOn" type="date" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="document-expires">Expires on</Label>
        <Input id="document-expires" name="expiresOn" type="date" />
      </div>
      <div className="col-span-2 flex items-end justify-end">
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload Document'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="col-span-full text-error-ink text-sm">
          {error}
        </p>
      )}
    </form>
  );
}

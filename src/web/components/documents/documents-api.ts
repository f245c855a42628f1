import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentList,
  DocumentVersion,
  ExpiringDocument,
  MissingSds,
} from '../../../domain/supply/document-schema.ts';
import { api } from '../../lib/api.ts';

/**
 * Raw-material and supplier documents (ADR 069), shared by the Ingredients and Suppliers screens' dialogs and the
 * Documents screen: all under one key, an API path as every key is, so an upload or a delete here, or another
 * user's (the live 'documents' event), reloads every list at once.
 */
export const DOCUMENTS_KEY = ['/api/documents'] as const;

export type OwnerKind = 'ingredient' | 'supplier';
export interface DocumentOwner {
  kind: OwnerKind;
  id: string;
  name: string;
}

const ownerUrl = (owner: Pick<DocumentOwner, 'kind' | 'id'>) =>
  `/api/${owner.kind === 'ingredient' ? 'ingredients' : 'suppliers'}/${owner.id}/documents`;

export const downloadUrl = (document: Pick<DocumentVersion, 'id'>) =>
  `/api/documents/${document.id}/download`;

export function useDocuments(owner: DocumentOwner | null, open: boolean) {
  return useQuery<DocumentList>({
    queryKey: [...DOCUMENTS_KEY, owner?.kind, owner?.id],
    queryFn: ({ signal }) => api.get(ownerUrl(owner!), { signal }),
    enabled: open && !!owner,
  });
}

export function useExpiringDocuments(days: number) {
  return useQuery<ExpiringDocument[]>({
    queryKey: [...DOCUMENTS_KEY, 'expiring', { days }],
    queryFn: ({ signal }) => api.get(`/api/documents/expiring?days=${days}`, { signal }),
  });
}

export function useMissingSds() {
  return useQuery<MissingSds[]>({
    queryKey: [...DOCUMENTS_KEY, 'missing-sds'],
    queryFn: ({ signal }) => api.get('/api/documents/missing-sds', { signal }),
  });
}

export interface UploadValues {
  type: string;
  fileName: string;
  file: string;
  issuedOn: string;
  expiresOn: string;
}

export function useUploadDocument(owner: DocumentOwner | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UploadValues) => api.post<DocumentVersion>(ownerUrl(owner!), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: Pick<DocumentVersion, 'id' | 'revision'>) =>
      api.delete(`/api/documents/${document.id}?revision=${document.revision}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

/** The file's bytes in base64, in chunks so a large file does not overflow the argument list. */
export async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

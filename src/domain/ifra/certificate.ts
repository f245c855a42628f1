/** A filed IFRA certificate as a report cites it: its document, version and the day it was issued. */
export interface CertificateDocument {
  fileName: string;
  version: number;
  issuedOn: string | null;
}

/**
 * `"Vetiver IFRA 51.pdf" (version 2, issued 2026-03-01)`: the certificate a level comes from, so the reader of a
 * compliance report can open the same document (ADR 063). A certificate filed without its date says so.
 */
export function certificateCitation(document: CertificateDocument): string {
  const issued = document.issuedOn ? `issued ${document.issuedOn}` : 'issue date not given';
  return `"${document.fileName}" (version ${document.version}, ${issued})`;
}

import { describe, expect, it } from 'vitest';
import { certificateCitation } from './certificate.ts';
import { ifraMessage } from './ifra.ts';

describe('certificateCitation', () => {
  it('names the document, its version and its issue date', () => {
    expect(certificateCitation({ fileName: 'Vetiver IFRA 51.pdf', version: 2, issuedOn: '2026-03-01' })).toBe(
      '"Vetiver IFRA 51.pdf" (version 2, issued 2026-03-01)',
    );
  });

  it('says when the certificate was filed without its date', () => {
    expect(certificateCitation({ fileName: 'cert.png', version: 1, issuedOn: null })).toBe(
      '"cert.png" (version 1, issue date not given)',
    );
  });

  it('is what the finding message cites', () => {
    const certificate = certificateCitation({
      fileName: 'Vetiver IFRA 51.pdf',
      version: 1,
      issuedOn: '2026-03-01',
    });
    const message = ifraMessage({
      ingredientId: 'i1',
      name: 'Vetiver accord',
      category: '5B',
      percent: '0.9',
      maxPercent: '0.8',
      severity: 'high',
      certificate,
    });
    expect(message).toBe(
      'Vetiver accord is used at 0.9 % in an IFRA category 5B product; the IFRA certificate "Vetiver IFRA 51.pdf" (version 1, issued 2026-03-01) allows at most 0.8 %.',
    );
  });
});

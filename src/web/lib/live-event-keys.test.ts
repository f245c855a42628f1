import { describe, expect, it } from 'vitest';
import { staleKeyPrefixes } from './live-event-keys.ts';
import { keyMatches } from './query-key-match.ts';

describe('live event keys', () => {
  it('reloads a formulation change on the lists, the dashboard and the figures derived from it', () => {
    const prefixes = staleKeyPrefixes('formulations');
    expect(keyMatches(['/api/formulations'], prefixes)).toBe(true);
    expect(keyMatches(['/api/formulations', 'abc', 'ingredients'], prefixes)).toBe(true);
    expect(keyMatches(['/api/formulations/abc/versions'], prefixes)).toBe(true);
    expect(keyMatches(['/api/dashboard/stats'], prefixes)).toBe(true);
    expect(keyMatches(['/api/suppliers'], prefixes)).toBe(false);
  });

  it("reloads the substance catalogue's usage counts when a raw material changes", () => {
    expect(keyMatches(['/api/substances', { limit: 25 }], staleKeyPrefixes('ingredients'))).toBe(true);
    expect(keyMatches(['/api/substances'], staleKeyPrefixes('substances'))).toBe(true);
  });

  it('reloads every page of the compliance issues on a compliance or formulation change', () => {
    const page = ['/api/compliance/issues', { limit: 25, offset: 25, status: 'open', severity: 'high' }];
    expect(keyMatches(page, staleKeyPrefixes('compliance'))).toBe(true);
    expect(keyMatches(page, staleKeyPrefixes('formulations'))).toBe(true);
  });

  it('reloads the webhook delivery logs on the changes that queue deliveries', () => {
    for (const type of ['formulations', 'ingredients', 'compliance']) {
      expect(keyMatches(['/api/admin/webhooks', 'abc', 'deliveries'], staleKeyPrefixes(type))).toBe(true);
    }
    expect(keyMatches(['/api/admin/webhooks'], staleKeyPrefixes('suppliers'))).toBe(false);
  });

  it("reloads every documents list on a document change, and on its owner's deletion", () => {
    const owner = ['/api/documents', 'ingredient', 'abc'];
    const expiring = ['/api/documents', 'expiring', { days: 30 }];
    for (const type of ['documents', 'ingredients', 'suppliers']) {
      expect(keyMatches(owner, staleKeyPrefixes(type))).toBe(true);
      expect(keyMatches(expiring, staleKeyPrefixes(type))).toBe(true);
    }
    expect(keyMatches(owner, staleKeyPrefixes('formulations'))).toBe(false);
  });

  it('does not confuse a path with a longer one that shares its start', () => {
    expect(keyMatches(['/api/exportsx'], staleKeyPrefixes('exports'))).toBe(false);
    expect(keyMatches(['/api/exports'], staleKeyPrefixes('exports'))).toBe(true);
  });

  it('reloads nothing for an unknown type or a non-path key', () => {
    expect(staleKeyPrefixes('unknown')).toEqual([]);
    expect(keyMatches([42], staleKeyPrefixes('formulations'))).toBe(false);
  });
});

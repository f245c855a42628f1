import { describe, expect, it } from 'vitest';
import { breakPoints } from './break-points.ts';

describe('breakPoints', () => {
  it('breaks an e-mail address before @ and dots, and after hyphens', () => {
    expect(breakPoints('orders@botanica-naturals.example.com')).toEqual([
      'orders',
      '@botanica-',
      'naturals',
      '.example',
      '.com',
    ]);
  });

  it('breaks a URL after slashes', () => {
    expect(breakPoints('https://www.example.com/a/b')).toEqual([
      'https://',
      'www',
      '.example',
      '.com/',
      'a/',
      'b',
    ]);
  });

  it('keeps plain text whole', () => {
    expect(breakPoints('Aqua')).toEqual(['Aqua']);
  });
});

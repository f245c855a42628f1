import { describe, expect, it } from 'vitest';
import { ACTIONS, can, exportTemplateAllowed, PERMISSIONS, RESOURCES } from './permissions.ts';
import { ROLES } from './roles.ts';

// The matrix of docs/product-rules.md, "Sign-in and permissions", written out independently of the implementation: role -> resources it may write.
const WRITERS: Record<string, string[]> = {
  formulations: ['admin', 'editor', 'product_manager', 'rd_scientist'],
  ingredients: ['admin', 'editor', 'rd_scientist', 'procurement_specialist'],
  suppliers: ['admin', 'editor', 'procurement_specialist'],
  compliance: ['admin', 'editor', 'quality_regulatory'],
  regulatory_rules: ['admin', 'editor', 'quality_regulatory'],
  change_proposals: ['admin', 'quality_regulatory'],
  scenarios: ['admin', 'editor', 'product_manager', 'finance_analyst'],
  lab: ['admin', 'editor', 'rd_scientist', 'quality_regulatory'],
  admin: ['admin'],
};

describe('can()', () => {
  it.each(Object.entries(WRITERS))('lets exactly the listed roles write %s', (resource, writers) => {
    for (const role of ROLES) {
      expect(can({ role }, 'write', resource as never), `${role} write ${resource}`).toBe(
        writers.includes(role),
      );
    }
  });

  it('lets every role read the product data and only admin read admin', () => {
    for (const role of ROLES) {
      for (const resource of [
        'formulations',
        'ingredients',
        'suppliers',
        'compliance',
        'scenarios',
        'exports',
        'lab',
      ] as const) {
        expect(can({ role }, 'read', resource)).toBe(true);
      }
      expect(can({ role }, 'read', 'admin')).toBe(role === 'admin');
    }
  });

  it('lets every role but viewer chat and report a compliance issue', () => {
    for (const role of ROLES) {
      expect(can({ role }, 'write', 'ideation')).toBe(role !== 'viewer');
      expect(can({ role }, 'read', 'ideation')).toBe(role !== 'viewer');
      expect(can({ role }, 'report', 'compliance')).toBe(role !== 'viewer');
    }
  });

  it('gives an unknown role viewer rights and nobody signed out anything', () => {
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        expect(can({ role: 'superuser' }, action, resource)).toBe(can({ role: 'viewer' }, action, resource));
        expect(can(null, action, resource)).toBe(false);
      }
    }
  });

  it('covers every resource and action', () => {
    for (const resource of RESOURCES)
      for (const action of ACTIONS) expect(Array.isArray(PERMISSIONS[resource][action])).toBe(true);
  });

  it('keeps the activity-log and users exports for admins', () => {
    expect(exportTemplateAllowed({ role: 'admin' }, 'users')).toBe(true);
    expect(exportTemplateAllowed({ role: 'editor' }, 'users')).toBe(false);
    expect(exportTemplateAllowed({ role: 'editor' }, 'activity_log')).toBe(false);
    expect(exportTemplateAllowed({ role: 'viewer' }, 'formulations')).toBe(true);
  });
});

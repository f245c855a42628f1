/**
 * What `use-sync-external-store/shim` exports under React 18 and later: React's own `useSyncExternalStore` (the
 * shim hands it out whenever React has one, and React 19 always has). vite.config.ts resolves the shim here, so
 * wouter's import of it no longer brings the shim's fallback for older React into every screen's first download
 * (docs/product-rules.md, "Budgets").
 */
export { useSyncExternalStore } from 'react';

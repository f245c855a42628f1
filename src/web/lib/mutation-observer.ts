// TanStack's MutationObserver in a chunk of its own: run-mutation.ts fetches it when a mutation runs.
export { MutationObserver } from '@tanstack/react-query';

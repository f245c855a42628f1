// Radix Checkbox in a chunk of its own (checkbox.tsx loads it after the first paint), named so a network log
// says what arrived.
export * from '@radix-ui/react-checkbox';

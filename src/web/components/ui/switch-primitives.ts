// Radix Switch in a chunk of its own (switch.tsx loads it after the first paint), named so a network log says
// what arrived.
export * from '@radix-ui/react-switch';

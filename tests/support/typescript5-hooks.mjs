// openapi-typescript prints its types with the TypeScript 5 compiler API, which TypeScript 7 (the project's
// type checker) no longer has: its `typescript` import is pointed at the typescript5 alias package.
export async function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier === 'typescript' ? 'typescript5' : specifier, context);
}

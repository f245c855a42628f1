import fs from 'node:fs';
import path from 'node:path';

/** The import graph of src/, read from the source text: what the layer, shape and cycle rules are checked on. */
export const ROOT = path.resolve('src');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

export function sourceFiles(dir: string = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A file's text, or '' when it is gone: the shape tests write probe files into src/ and remove them while the other
 * architecture tests, running alongside, may be listing and reading the same folders.
 */
export function readSource(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

export interface Edge {
  from: string; // path relative to src/
  to: string; // relative path under src/ for our files, else the package name
  external: boolean;
}

export function edges(): Edge[] {
  return sourceFiles().flatMap((file) => {
    const source = readSource(file);
    const from = path.relative(ROOT, file);
    return [...source.matchAll(IMPORT)].map((match) => {
      const spec = match[1] ?? match[2] ?? match[3] ?? '';
      if (spec.startsWith('.')) {
        return { from, to: path.relative(ROOT, path.resolve(path.dirname(file), spec)), external: false };
      }
      return { from, to: spec, external: true };
    });
  });
}

/**
 * Every import cycle among our files (type-only and lazy imports included: each still ties the two files
 * together), as the files of each strongly connected component, sorted. Tarjan's algorithm, iterative.
 */
export function importCycles(graph: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of graph) {
    if (edge.external) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    if (!next.has(edge.to)) next.set(edge.to, []);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; at: number }[] = [{ node: start, at: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = next.get(frame.node)!;
      if (frame.at < targets.length) {
        const target = targets[frame.at++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = targets.includes(frame.node);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

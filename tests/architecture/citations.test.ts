import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, readSource, sourceFiles } from './import-graph.ts';

/**
 * The repository is its own map (docs/architecture.md): comments cite docs/*.md and the ADRs, never a document
 * outside the repository (the design document, the specification) nor a tracker's issue number, which a newcomer
 * cannot open. Each rule is proven by a probe below.
 */
// Written in parts so that this file does not itself read as such a citation.
const OUTSIDE = new RegExp(
  ['DESIGN\\s§', 'spec\\s§', 'spec\\spart\\s\\d', '\\bissue\\s#?\\d+'].join('|'),
  'i',
);
const probe = (...parts: string[]) => parts.join(' ');
const CITED_DOC = /docs\/(?:decisions\/)?[a-z0-9-]+\.md/g;
const DOCS = path.resolve('docs');

/** The lines of a text that cite a document outside the repository. */
function outsideCitations(text: string): string[] {
  return text.split('\n').filter((line) => OUTSIDE.test(line));
}

/** The docs/ files a text cites that do not exist. */
function missingDocs(text: string): string[] {
  return [...new Set(text.match(CITED_DOC) ?? [])].filter(
    (cited) => !fs.existsSync(path.join(DOCS, '..', cited)),
  );
}

const files = [...sourceFiles(), path.join(ROOT, 'web', 'styles.css')];

describe('citations in src', () => {
  it('cite no document outside the repository', () => {
    const found = files.flatMap((file) =>
      outsideCitations(readSource(file)).map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('cite only docs that exist', () => {
    const found = files.flatMap((file) =>
      missingDocs(readSource(file)).map((cited) => `${path.relative(ROOT, file)}: ${cited}`),
    );
    expect(found).toEqual([]);
  });

  it('catch each kind of outside citation (probes)', () => {
    expect(outsideCitations(probe('// as', 'DESIGN', '§9 says'))).toHaveLength(1);
    expect(outsideCitations('/** The form of spec §5. */')).toHaveLength(1);
    expect(outsideCitations(' * (spec part 2 §2)')).toHaveLength(1);
    expect(outsideCitations(probe('// fixed in', 'issue', '12'))).toHaveLength(1);
    expect(outsideCitations('// see Issue #31')).toHaveLength(1);
    expect(outsideCitations('// (docs/product-rules.md, "Costs and units"), ADR 042')).toEqual([]);
  });

  it('catch a cited doc that does not exist (probe)', () => {
    expect(missingDocs('// docs/no-such-file.md and docs/decisions/999-nothing.md')).toHaveLength(2);
    expect(
      missingDocs('// docs/product-rules.md and docs/decisions/042-jit-off-and-postgresql-15-to-18.md'),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { lettersIn, segmentByLetters } from './letter-segments.ts';

const letters = (text: string) => segmentByLetters(text).map((s) => [s.letters, s.text.trim()]);

describe('segmentByLetters', () => {
  it('splits "(a) ... (b) ..." and "a) ... b) ...", inline or on their own lines', () => {
    expect(letters('(a) Hair products\n\n(b) Depilatories')).toEqual([
      [['a'], 'Hair products'],
      [['b'], 'Depilatories'],
    ]);
    expect(letters('a) 6%\nb) 2,2%')).toEqual([
      [['a'], '6%'],
      [['b'], '2,2%'],
    ]);
    expect(letters('(a) soap (b) anti- dandruff shampoos (c) deodorants')).toEqual([
      [['a'], 'soap'],
      [['b'], 'anti- dandruff shampoos'],
      [['c'], 'deodorants'],
    ]);
  });

  it('reads groups: "(a) (b) (c)", "For (a) and (b):", "(a) to (e):", "b) and c)"', () => {
    expect(letters('(a) (c) (d)\nWear suitable gloves')).toEqual([[['a', 'c', 'd'], 'Wear suitable gloves']]);
    expect(letters('For (a) and (b): After mixing')).toEqual([[['a', 'b'], 'After mixing']]);
    expect(letters('(a) to (e):\nThe level')).toEqual([[['a', 'b', 'c', 'd', 'e'], 'The level']]);
    expect(letters('b) and c) Not to be used')).toEqual([[['b', 'c'], 'Not to be used']]);
  });

  it('reads sub-points: "(a) (i) 8%    (ii) 11%" and "(a)(ii) (d)"', () => {
    expect(letters('(a) (i) 8%    (ii) 11%\n(b) 5%')).toEqual([
      [['a.i'], '8%'],
      [['a.ii'], '11%'],
      [['b'], '5%'],
    ]);
    expect(letters('(a)(ii) (d)\nFor professional use only')).toEqual([
      [['a.ii', 'd'], 'For professional use only'],
    ]);
  });

  it('reads "(i)" as the letter after "(h)"', () => {
    expect(
      lettersIn(segmentByLetters('(g) Rinse-off\n(h) Hand wash\n(i) Hydroalcoholic-based fragrances')),
    ).toEqual(['g', 'h', 'i']);
  });

  it('keeps references in the text: "column (g)", "letter (c)", "point (g)", "benzo(a)pyrene"', () => {
    const text = 'the limits set out in column (g). Article 19(1), point (g), benzo(a)pyrene ≤ 5 ppb';
    expect(letters(text)).toEqual([[null, text]]);
  });

  it('gives a footnote line to every letter, and a heading right before a letter too', () => {
    expect(letters('a) 6%\nc) 0,5%\n\nFootnote 1: However, ...')).toEqual([
      [['a'], '6%'],
      [['c'], '0,5%'],
      [null, 'Footnote 1: However, ...'],
    ]);
    expect(
      letters('(a) (c)\nWear suitable gloves\nWarnings to be printed on the label:\n(a) (b)\nContains X'),
    ).toEqual([
      [['a', 'c'], 'Wear suitable gloves'],
      [null, 'Warnings to be printed on the label:'],
      [['a', 'b'], 'Contains X'],
    ]);
  });

  it('leaves a cell without letters whole', () => {
    expect(letters('0,15 % calculated as F.')).toEqual([[null, '0,15 % calculated as F.']]);
  });
});

/**
 * Reading legal text by consumption: each recogniser takes the passages it understands out of the text, and
 * whatever is left at the end (beyond punctuation, bullets and footnote marks) is text nobody understood.
 * Leftover text is never dropped silently: it puts the condition up for review with the passage quoted
 * (ADR 046).
 */

// A consumed passage is blanked with a character no pattern matches, so a later pattern cannot run across it.
const BLANK = '\uffff';

// Footnote marks ("(15 )", "(*)", "(***)", "(see note 16)") and the typesetting's stray marks ("’", "!").
const NOISE =
  /\(\s*\d{1,2}\s*\)|\(\s*\*+\s*\)|\(see note \d+\)|\bimage(?:\s+\d+)?\b|[\s.,;:()[\]"'`!*/\\\-—•‘’“”\uffff]/gi;

export class Reading {
  private text: string;

  constructor(text: string) {
    this.text = text;
  }

  /** Every match of a global pattern in the text still unread; the matches are consumed. */
  take(pattern: RegExp): RegExpExecArray[] {
    const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
    const global = new RegExp(pattern.source, flags);
    const matches = [...this.text.matchAll(global)].filter((match) => match[0].length > 0);
    for (const match of matches) this.consume(match.index, match[0].length);
    return matches as RegExpExecArray[];
  }

  /** The first match of a pattern, consumed; null when there is none. */
  takeFirst(pattern: RegExp): RegExpExecArray | null {
    const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(this.text);
    if (!match || match[0].length === 0) return null;
    this.consume(match.index, match[0].length);
    return match;
  }

  /** The text still unread, consumed passages shown as line breaks (they separate what was around them). */
  remaining(): string {
    return this.text.replaceAll(BLANK, '\n');
  }

  /** What no recogniser understood: empty when only punctuation, bullets and footnote marks are left. */
  leftover(): string {
    const left = this.text.replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
    return /[\p{L}\p{N}]/u.test(left) ? left : '';
  }

  /** The text as it stands, consumed passages blanked (for readers that walk it themselves). */
  current(): string {
    return this.text;
  }

  consume(index: number, length: number) {
    this.text = this.text.slice(0, index) + BLANK.repeat(length) + this.text.slice(index + length);
  }
}

/** A passage quoted in a review reason: squashed, and cut to a readable length. */
export function quoted(text: string, max = 160): string {
  const squashed = text.replace(/\s+/g, ' ').trim();
  return `"${squashed.length > max ? `${squashed.slice(0, max - 1)}…` : squashed}"`;
}

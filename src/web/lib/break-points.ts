/**
 * An e-mail address or a URL in the pieces a line may break between: before "@" and ".", after "/" (not inside
 * "://"), "-" and "_" (the typographers' convention: the next line starts with ".com" or "@", so it reads as a continuation).
 */
export function breakPoints(text: string): string[] {
  return text.split(/(?=[@.])|(?<=[_-])|(?<=\/)(?!\/)/).filter((part) => part !== '');
}

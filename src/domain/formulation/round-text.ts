/**
 * Rounding of decimal text for display, without decimal.js: the formulations grid shows stored figures
 * ("8.3150") rounded to 2 decimals, and loading a decimal library only for that would put it in the page's
 * first download. Same result as `toScale` (cost.ts) for every plain decimal: half up, away from zero on a
 * tie, and no minus sign on a value that rounds to zero.
 */
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent forms: small magnitudes have an exact enough fixed form; huge ones are not money.
  if (Math.abs(value) < 1) return value.toFixed(20);
  throw new RangeError(`Number too large to round as text: ${value}`);
}

/** '0999' + 1 = '1000': adds one to a string of digits. */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

export function roundText(value: string | number, scale: number): string {
  if (!Number.isInteger(scale) || scale < 0) {
    throw new RangeError(`scale must be a whole number, got ${scale}`);
  }
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`Not a decimal: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  let digits = (whole || '0') + fraction.padEnd(scale, '0').slice(0, scale);
  if (fraction.length > scale && fraction[scale]! >= '5') digits = increment(digits);
  const wholePart = digits.slice(0, digits.length - scale).replace(/^0+(?=\d)/, '');
  const rounded = scale > 0 ? `${wholePart}.${digits.slice(digits.length - scale)}` : wholePart;
  const isZero = /^[0.]+$/.test(rounded);
  return sign === '-' && !isZero ? `-${rounded}` : rounded;
}

import { describe, expect, it } from 'vitest';
import { productCategoryOf } from './product-categories.ts';
import { projectScopeOf } from './project-scope.ts';

describe('product wording', () => {
  it.each([
    ['Rinse-off products', 'rinse_off'],
    ['Leave-on  products', 'leave_on'],
    ['Hair rinse-off products', 'hair_rinse_off'],
    ['Rinse-off hair (head) products', 'hair_rinse_off'],
    ['Hair dye substance in oxidative hair dye products.', 'hair_dye_oxidative'],
    ['Hair dye substance in non- oxidative hair dye products', 'hair_dye_non_oxidative'],
    ['Hair day substance in non-oxidative hair dye products', 'hair_dye_non_oxidative'],
    ['Products intended for colouring eyelashes', 'eyelash'],
    ['Face cream', 'face_cream'],
    ['Body lotion', 'body_lotion'],
    ['Oral care products', 'oral'],
    ['Not to be used in products applied on mucous membranes', null],
    ['products applied on the mucous membranes', 'mucous_membranes'],
    ['Rust inhibitor', null],
  ])('"%s" is %s', (wording, category) => {
    expect(productCategoryOf(wording)).toBe(category);
  });
});

describe('projectScopeOf', () => {
  const scope = (include: string[], exclude: string[] = []) =>
    projectScopeOf({ include, exclude, otherProducts: false, usedAs: null, notUsedAs: [] } as never);

  it('maps "face cream" and "body lotion" as the starter rules read them (ADR 009)', () => {
    expect(scope(['face_cream'])).toEqual({
      productTypes: ['moisturizer', 'treatment', 'serum'],
      applicationAreas: ['face'],
      exposure: 'leave_on',
      excludedApplicationAreas: [],
      unexpressed: [],
      exact: true,
    });
    expect(scope(['body_lotion'])).toMatchObject({
      productTypes: ['moisturizer'],
      applicationAreas: ['body'],
    });
  });

  it('joins several products and says when the project cannot say it exactly', () => {
    expect(scope(['face', 'hand', 'lip'])).toMatchObject({
      applicationAreas: ['face', 'hands', 'lips'],
      exact: true,
    });
    expect(scope(['skin_rinse_off', 'hair_rinse_off'])).toMatchObject({
      exposure: 'rinse_off',
      exact: false,
    });
    expect(scope(['leave_on', 'oral'])).toMatchObject({
      applicationAreas: null,
      exposure: 'all',
      exact: false,
    });
  });

  it('has no project scope for products the project has no such thing as', () => {
    expect(scope(['depilatory'])).toBeNull();
    expect(scope(['fine_fragrance', 'eau_de_toilette'])).toBeNull();
  });

  it('excludes an area for "not in oral products", never for "except body lotion"', () => {
    expect(scope([], ['oral', 'body_lotion', 'spray'])).toMatchObject({
      applicationAreas: null,
      excludedApplicationAreas: ['oral'],
      unexpressed: ['body_lotion', 'spray'],
      exact: false,
    });
  });
});

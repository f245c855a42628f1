import type { CategoryDefinition } from './product-category-definition.ts';

/**
 * Oral and nail products, deodorants, fragrances, and the products the annexes exclude by form or user
 * (sprays, inhalation, mucous membranes, children), with their wording variants (ADR 046).
 */
export const OTHER_CATEGORIES = {
  oral: {
    label: 'Oral products',
    wordings: [
      /^oral(?: care)? product$/,
      /^oral product, including mouth rinse, tooth paste and tooth whitening or bleaching product$/,
    ],
    areas: ['oral'],
    exact: true,
  },
  toothpaste: { label: 'Toothpaste', wordings: [/^tooth ?pastes?$/], areas: ['oral'], exact: false },
  mouthwash: {
    label: 'Mouthwash',
    wordings: [/^mouthwash(?:es)?$/, /^mouth rinse$/],
    areas: ['oral'],
    exposure: 'rinse_off',
    exact: false,
  },
  mouthwash_children_6_10: {
    label: 'Mouthwash for children aged 6-10',
    wordings: [/^mouthwash intended for children aged 6-10 years$/],
    areas: ['oral'],
    exposure: 'rinse_off',
    exact: false,
  },
  mouthwash_over_10: {
    label: 'Mouthwash for children above 10 and adults',
    wordings: [/^mouthwash intended for children above 10 years of age and adults$/],
    areas: ['oral'],
    exposure: 'rinse_off',
    exact: false,
  },
  mouth_spray: { label: 'Mouth spray', wordings: [/^mouth spray$/], areas: ['oral'], exact: false },
  tooth_whitening: {
    label: 'Tooth whitening or bleaching products',
    wordings: [/^tooth whitening or bleaching product$/],
    areas: ['oral'],
    exact: false,
  },
  nail: {
    label: 'Nail products',
    wordings: [
      /^nail product$/,
      /^nail hardening product$/,
      /^nail cuticle solvent$/,
      /^nail product for cleaning the fingernails and toenails before the application of artificial nail systems$/,
    ],
    areas: ['nails'],
    exact: false,
  },
  artificial_nail: {
    label: 'Artificial nail systems',
    wordings: [/^artificial nail systems?$/],
    areas: ['nails'],
    exact: false,
  },
  deodorant: {
    label: 'Deodorants and antiperspirants',
    wordings: [
      /^deodorants?$/,
      /^anti-?perspirants?$/,
      /^deodorants\/antiperspirants$/,
      /^deodorants, antiperspirants and astringent lotions$/,
    ],
    areas: ['body'],
    exposure: 'leave_on',
    exact: false,
  },
  deodorant_non_spray: {
    label: 'Deodorants, not sprays',
    wordings: [/^deodorants \(non-spray\)$/, /^deodorants, not in form of spray$/, /^roll-on deodorants?$/],
    areas: ['body'],
    exposure: 'leave_on',
    exact: false,
  },
  depilatory: { label: 'Depilatories', wordings: [/^depilatories$/], areas: null, exact: false },
  fine_fragrance: { label: 'Fine fragrance', wordings: [/^fine fragrances?$/], areas: null, exact: false },
  eau_de_toilette: { label: 'Eau de toilette', wordings: [/^eau de toilette$/], areas: null, exact: false },
  fragrance_cream: { label: 'Fragrance cream', wordings: [/^fragrance cream$/], areas: null, exact: false },
  hydroalcoholic: {
    label: 'Hydroalcoholic products',
    wordings: [/^hydroalcoholic(?:-based fragrances| product)$/],
    areas: null,
    exact: false,
  },
  spray: {
    label: 'Sprays and aerosols',
    wordings: [
      /^(?:propell[ae]nt )?spray product$/,
      /^propellant and pump spray product$/,
      /^aerosols? dispensers \(sprays\)$/,
      /^aerosols? \(sprays\)$/,
      /^sprays?$/,
    ],
    areas: null,
    exact: false,
  },
  inhalation: {
    label: "Applications that may lead to exposure of the end-user's lungs by inhalation",
    wordings: [/^applications that may lead to exposure of the end[- ]user's lungs by inhalation$/],
    areas: null,
    exact: false,
  },
  mucous_membranes: {
    label: 'Products applied on mucous membranes',
    wordings: [/^product applied on (?:the )?mucous membranes$/],
    areas: ['lips', 'eye_area', 'oral'],
    exact: false,
  },
  children_under_3: {
    label: 'Products for children under 3 years',
    wordings: [/^(?:preparations|product) for children under (?:3|three) years of age$/],
    areas: null,
    exact: false,
  },
  powder_children_under_3: {
    label: 'Powdery products for children under 3 years',
    wordings: [/^powdery product intended to be used for children under 3 years of age$/],
    areas: null,
    exact: false,
  },
  nappy_area: {
    label: 'Leave-on products for the nappy area of children under 3 years',
    wordings: [
      /^leave-on product designed for application on the nappy area of children under three years of age$/,
    ],
    areas: null,
    exact: false,
  },
  children_under_10: {
    label: 'Preparations for children under 10 years',
    wordings: [/^preparations for children under 10 years of age$/],
    areas: null,
    exact: false,
  },
  toothpaste_children_under_3: {
    label: 'Toothpaste for children under 3 years',
    wordings: [/^toothpaste intended for children under 3 years of age$/],
    areas: null,
    exact: false,
  },
  toothpaste_children_under_6: {
    label: 'Toothpaste for children under 6 years',
    wordings: [/^toothpaste intended for children under 6 years of age$/],
    areas: null,
    exact: false,
  },
  sunscreen_leave_on: {
    label: 'Sunscreen products and products marketed for exposure to natural or artificial UV light',
    wordings: [
      /^sunscreen product and product marketed for exposure to natural(?:\/| or )artificial uv light$/,
    ],
    areas: null,
    productTypes: ['sunscreen'],
    exact: false,
  },
} as const satisfies Record<string, CategoryDefinition>;

import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, numberField, optionalText, REVISION_RANGE } from '../common/numeric-input.ts';
import { RAW_MATERIAL_UNITS, UNIT_MESSAGE } from '../raw-material/constants.ts';
import { CURRENCY_MESSAGE, isCurrencyCode } from './currency.ts';

/** An ISO 4217 code, typed in any case. */
export const currencyCodeSchema = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .max(3, CURRENCY_MESSAGE)
  .transform((code) => code.toUpperCase())
  .refine(isCurrencyCode, CURRENCY_MESSAGE);

const DATE_MESSAGE = 'Dates are written YYYY-MM-DD';
export const isoDateSchema = z.iso.date({ error: DATE_MESSAGE });
const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .nullish()
  .transform((value) => value || null);
const optionalAmount = (message: string) =>
  z
    .preprocess(
      (value) => (value === '' ? null : value),
      numberField({
        message,
        min: 0.0001,
        max: 1_000_000_000,
        maxDecimals: 4,
        decimalsMessage: message,
      }).nullish(),
    )
    .transform((value) => value ?? null);

/** A supplier's offer for a raw material (ADR 061): the form, the API and the imports share it. */
export const offerInputSchema = z
  .object({
    supplierId: z
      .union([z.guid({ error: 'Supplier not found' }), z.literal('')])
      .nullish()
      .transform((value) => value || null),
    supplierProductName: optionalText(200),
    supplierCode: optionalText(100),
    price: numberField({
      message: 'Price must be greater than 0',
      min: 0.000001,
      max: 1_000_000,
      maxMessage: 'Price must be at most 1,000,000',
      maxDecimals: 6,
      decimalsMessage: 'Price can have at most 6 decimal places',
    }),
    currency: currencyCodeSchema,
    unit: z.enum(RAW_MATERIAL_UNITS, { error: UNIT_MESSAGE }),
    packSize: optionalAmount('Pack size must be greater than 0'),
    moq: optionalAmount('Minimum order quantity must be greater than 0'),
    leadTimeDays: z
      .preprocess(
        (value) => (value === '' ? null : value),
        numberField({
          message: 'Lead time must be 0 to 3650 days',
          min: 0,
          max: 3650,
          integer: true,
        }).nullish(),
      )
      .transform((value) => value ?? null),
    validFrom: optionalDate,
    validTo: optionalDate,
    preferred: z.boolean({ error: 'Preferred must be true or false' }).default(false),
    revision: z.int().min(0).max(INT4_MAX, REVISION_RANGE).optional(),
  })
  .refine((offer) => !offer.validFrom || !offer.validTo || offer.validFrom <= offer.validTo, {
    message: 'Valid to must be on or after valid from',
    path: ['validTo'],
  });
export type OfferInput = z.infer<typeof offerInputSchema>;
export type OfferFormValues = z.input<typeof offerInputSchema>;

export const offerSchema = z
  .object({
    id: z.string(),
    ingredientId: z.string(),
    supplierId: z.string().nullable(),
    supplierName: z.string().nullable(),
    supplierProductName: z.string().nullable(),
    supplierCode: z.string().nullable(),
    price: decimalText,
    currency: z.string(),
    unit: z.string(),
    packSize: decimalText.nullable(),
    moq: decimalText.nullable(),
    leadTimeDays: z.number().int().nullable(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    preferred: z.boolean(),
    /** Cost per weight ounce in the company currency at today's rate; null while its currency has no rate. */
    costPerOunce: decimalText.nullable(),
    revision: z.number().int(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'IngredientOffer' });
export type Offer = z.infer<typeof offerSchema>;

export const exchangeRateInputSchema = z.object({
  currency: currencyCodeSchema,
  rate: numberField({
    message: 'Rate must be greater than 0',
    min: 0.00000001,
    max: 1_000_000_000,
    maxDecimals: 8,
    decimalsMessage: 'Rate can have at most 8 decimal places',
  }),
  validFrom: isoDateSchema,
});
export type ExchangeRateInput = z.infer<typeof exchangeRateInputSchema>;

export const exchangeRateSchema = z
  .object({
    id: z.string(),
    currency: z.string(),
    rate: decimalText,
    validFrom: z.string(),
    createdAt: dateTimeText,
  })
  .meta({ id: 'ExchangeRate' });

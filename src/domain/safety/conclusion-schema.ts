import { z } from 'zod';
import { optionalText } from '../common/numeric-input.ts';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * The safety assessor's conclusion (CPSR Part B) and its electronic signature: the signer's password again, and
 * the code of their authenticator app when two-factor sign-in is on. Accepting open findings needs a
 * justification.
 */
export const conclusionInputSchema = z
  .object({
    conclusion: requiredText('Conclusion', 10_000),
    warnings: optionalText(5000, 'Warnings must be at most 5000 characters'),
    reasoning: requiredText('Reasoning', 10_000),
    assessorName: requiredText("Assessor's name", 200),
    assessorQualification: requiredText("Assessor's qualification", 300),
    acceptsFindings: z.boolean({ error: 'Accepts findings must be true or false' }).default(false),
    justification: optionalText(5000, 'Justification must be at most 5000 characters'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(128, 'Password is required'),
    totpCode: z
      .string()
      .max(12, 'Enter the 6-digit code from your authenticator app')
      .nullish()
      .transform((value) => value?.replace(/\s/g, '') || null),
  })
  .superRefine((input, ctx) => {
    if (input.acceptsFindings && !input.justification) {
      ctx.addIssue({
        code: 'custom',
        path: ['justification'],
        message: 'Give the justification for accepting the open findings',
      });
    }
  });
export type ConclusionInput = z.infer<typeof conclusionInputSchema>;

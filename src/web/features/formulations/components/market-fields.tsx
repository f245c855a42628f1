import { Controller, useFormState } from 'react-hook-form';
import { MARKET_CODES, MARKET_NAMES } from '../../../../domain/market/constants.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { FormulationForm } from '../lib/form-values.ts';

/**
 * Where the product is sold (ADR 058): each market's rule library checks it; and how many units a year, what a
 * reformulation's cost change per unit comes to per year (ADR 059).
 */
export function MarketFields({ form, id }: { form: FormulationForm; id: (name: string) => string }) {
  const { errors } = useFormState({ control: form.control });
  return (
    <>
      <Controller
        control={form.control}
        name="markets"
        render={({ field }) => (
          <fieldset className="space-y-2 sm:col-span-2" aria-describedby={id('markets-hint')}>
            <legend className="font-medium text-sm">Markets</legend>
            <p id={id('markets-hint')} className="text-muted-foreground text-xs">
              Each market's rules check the product.
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {MARKET_CODES.map((code) => (
                <div key={code} className="flex items-center gap-2">
                  <Checkbox
                    id={id(`market-${code}`)}
                    checked={field.value.includes(code)}
                    onCheckedChange={(next) =>
                      field.onChange(
                        next === true ? [...field.value, code] : field.value.filter((item) => item !== code),
                      )
                    }
                  />
                  <Label htmlFor={id(`market-${code}`)} className="font-normal">
                    {MARKET_NAMES[code]}
                  </Label>
                </div>
              ))}
            </div>
            {errors.markets?.message && <p className="text-error-ink text-sm">{errors.markets.message}</p>}
          </fieldset>
        )}
      />
      <FormField
        id={id('yearlyVolume')}
        label="Yearly Volume (units)"
        error={errors.yearlyVolume?.message}
        hint="Units sold a year: what a cost change per unit comes to per year."
      >
        <Input
          inputMode="numeric"
          {...fieldProps(id('yearlyVolume'), errors.yearlyVolume?.message, true)}
          {...form.register('yearlyVolume')}
        />
      </FormField>
    </>
  );
}

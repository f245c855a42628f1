import { FONT_FAMILIES, NAVIGATION_LAYOUTS } from '../../../../domain/theme/options.ts';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { Theme } from '../../../lib/theme/theme.ts';
import { ColorField, ThemeField } from './field.tsx';

const COLORS: [keyof Theme['colorPalette'], string][] = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['accent', 'Accent'],
  ['background', 'Background'],
  ['surface', 'Surface'],
  ['text', 'Text'],
  ['border', 'Border'],
  ['success', 'Success'],
  ['warning', 'Warning'],
  ['error', 'Error'],
  ['info', 'Info'],
];
const SIZES = ['xs', 'sm', 'base', 'lg', 'xl', 'xxl'] as const;
const SPACES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The four tabs of the theme editor, every field of the theme entity. */
export function ThemeTabs({ draft, onChange }: { draft: Theme; onChange: (theme: Theme) => void }) {
  const setColor = (key: keyof Theme['colorPalette'], value: string) =>
    onChange({ ...draft, colorPalette: { ...draft.colorPalette, [key]: value } });
  const setTypography = (values: Partial<Theme['typography']>) =>
    onChange({ ...draft, typography: { ...draft.typography, ...values } });
  const setLayout = (values: Partial<Theme['layout']>) =>
    onChange({ ...draft, layout: { ...draft.layout, ...values } });
  const setBrand = (values: Partial<Theme['brandElements']>) =>
    onChange({ ...draft, brandElements: { ...draft.brandElements, ...values } });

  return (
    <Tabs defaultValue="colors">
      <TabsList>
        <TabsTrigger value="colors">Colors</TabsTrigger>
        <TabsTrigger value="typography">Typography</TabsTrigger>
        <TabsTrigger value="layout">Layout</TabsTrigger>
        <TabsTrigger value="branding">Branding</TabsTrigger>
      </TabsList>
      <TabsContent value="colors" className="grid gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-3">
        {COLORS.map(([key, label]) => (
          <ColorField
            key={key}
            id={`color-${key}`}
            label={label}
            value={draft.colorPalette[key]}
            onChange={(value) => setColor(key, value)}
          />
        ))}
      </TabsContent>
      <TabsContent value="typography" className="space-y-4 pt-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1.5">
            <Label htmlFor="font-family">Font family</Label>
            <Select
              value={draft.typography.fontFamily}
              onValueChange={(fontFamily) => setTypography({ fontFamily })}
            >
              <SelectTrigger id="font-family">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FONT_FAMILIES.map((family) => (
                  <SelectItem key={family} value={family}>
                    {family}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <ThemeField
            id="line-height"
            label="Line height"
            value={String(draft.typography.lineHeight)}
            onChange={(lineHeight) => setTypography({ lineHeight })}
          />
          <ThemeField
            id="letter-spacing"
            label="Letter spacing"
            value={draft.typography.letterSpacing}
            onChange={(letterSpacing) => setTypography({ letterSpacing })}
          />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-medium text-sm">Font sizes</legend>
          {SIZES.map((size) => (
            <ThemeField
              key={size}
              id={`font-size-${size}`}
              label={`Size ${size}`}
              value={draft.typography.fontSize[size]}
              onChange={(value) =>
                setTypography({ fontSize: { ...draft.typography.fontSize, [size]: value } })
              }
            />
          ))}
        </fieldset>
      </TabsContent>
      <TabsContent value="layout" className="space-y-4 pt-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1.5">
            <Label htmlFor="navigation">Navigation</Label>
            <Select
              value={draft.layout.navigation}
              onValueChange={(navigation) =>
                setLayout({ navigation: navigation as Theme['layout']['navigation'] })
              }
            >
              <SelectTrigger id="navigation">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {NAVIGATION_LAYOUTS.map((layout) => (
                  <SelectItem key={layout} value={layout}>
                    {layout === 'sidebar' ? 'Sidebar' : 'Top'}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <ThemeField
            id="container-width"
            label="Container width"
            value={draft.layout.containerWidth}
            onChange={(containerWidth) => setLayout({ containerWidth })}
          />
          <ThemeField
            id="border-radius"
            label="Border radius"
            value={draft.layout.borderRadius}
            onChange={(borderRadius) => setLayout({ borderRadius })}
          />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-5">
          <legend className="mb-2 font-medium text-sm">Spacing</legend>
          {SPACES.map((space) => (
            <ThemeField
              key={space}
              id={`spacing-${space}`}
              label={`Spacing ${space}`}
              value={draft.layout.spacing[space]}
              onChange={(value) => setLayout({ spacing: { ...draft.layout.spacing, [space]: value } })}
            />
          ))}
        </fieldset>
      </TabsContent>
      <TabsContent value="branding" className="grid gap-4 pt-4 sm:grid-cols-2">
        <ThemeField
          id="company-name"
          label="Company name"
          value={draft.brandElements.companyName}
          onChange={(companyName) => setBrand({ companyName })}
        />
        <ThemeField
          id="tagline"
          label="Tagline"
          value={draft.brandElements.tagline}
          onChange={(tagline) => setBrand({ tagline })}
        />
        <ThemeField
          id="logo"
          label="Logo URL"
          value={draft.brandElements.logo}
          onChange={(logo) => setBrand({ logo })}
        />
        <ThemeField
          id="favicon"
          label="Favicon URL"
          value={draft.brandElements.favicon}
          onChange={(favicon) => setBrand({ favicon })}
        />
      </TabsContent>
    </Tabs>
  );
}

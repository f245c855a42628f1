import { Eye, RotateCcw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useThemeTemplates } from '../features/theme-editor/api/index.ts';
import { ThemeTabs } from '../features/theme-editor/components/theme-tabs.tsx';
import { fromTemplate } from '../features/theme-editor/lib/from-template.ts';
import { readApiError } from '../lib/api.ts';
import type { Theme } from '../lib/theme/theme.ts';
import { useTheme } from '../lib/theme/theme-context.ts';
import { toast } from '../lib/toast.ts';

// The draft check carries the theme schema (zod): loaded after the first render, so the screen's first download
// stays within the route budget (docs/product-rules.md, "Budgets").
const loadDraftCheck = () => import('../features/theme-editor/lib/theme-draft.ts');

/** Theme Settings (docs/product-rules.md, "The web app"): templates, the four tabs, Preview, Revert and Save Changes. */
export function ThemeEditorPage() {
  const { currentTheme, previewTheme, isLoading, setPreviewTheme, applyTheme, revert } = useTheme();
  const templates = useThemeTemplates();
  const [draft, setDraft] = useState<Theme>(currentTheme);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!previewTheme) setDraft(currentTheme);
  }, [currentTheme, previewTheme]);
  useEffect(() => {
    void loadDraftCheck();
  }, []);

  async function checked(): Promise<Theme | undefined> {
    const { checkDraft } = await loadDraftCheck();
    const { theme, problem } = checkDraft(draft);
    if (problem) {
      toast({
        variant: 'destructive',
        title: 'Check the theme',
        description: `${problem.field}: ${problem.message}`,
      });
      return undefined;
    }
    return theme;
  }

  async function onPreview() {
    const theme = await checked();
    if (!theme) return;
    setPreviewTheme(theme);
    toast({ title: 'Preview Mode Activated', description: 'The theme is shown without being saved.' });
  }

  function onRevert() {
    revert();
    setDraft(currentTheme);
    toast({ title: 'Changes Reverted', description: 'The last saved theme is back.' });
  }

  async function onSave() {
    const theme = await checked();
    if (!theme) return;
    setSaving(true);
    try {
      await applyTheme(theme);
      toast({ variant: 'success', title: 'Theme Saved', description: 'Everyone now sees the new theme.' });
    } catch (error) {
      const { status, message } = readApiError(error);
      toast({
        variant: 'destructive',
        title: 'Save Failed',
        description:
          status === 400 || status === 409 ? message : 'Unable to save theme changes. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Theme Settings"
        description="Colours, typography, layout and branding of the platform for everyone."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {previewTheme && <Badge variant="purple">Preview Mode</Badge>}
            <Button variant="outline" onClick={onPreview}>
              <Eye aria-hidden="true" />
              Preview
            </Button>
            <Button variant="outline" onClick={onRevert}>
              <RotateCcw aria-hidden="true" />
              Revert
            </Button>
            <Button onClick={onSave} disabled={saving}>
              <Save aria-hidden="true" />
              Save Changes
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Templates</CardTitle>
            <CardDescription>Start from a ready-made theme.</CardDescription>
          </CardHeader>
          <CardContent>
            {templates.isLoading && <Skeleton className="h-40 w-full" />}
            <ul className="space-y-2">
              {templates.data?.map((template) => (
                <li key={template.id ?? template.name}>
                  <button
                    type="button"
                    onClick={() => {
                      setDraft(fromTemplate(draft, template));
                      toast({
                        title: 'Template Loaded',
                        description: `${template.name} is in the editor. Preview or save it.`,
                      });
                    }}
                    className="flex w-full items-center gap-3 rounded-md border border-border p-2 text-left text-sm hover:bg-muted"
                  >
                    <span className="flex shrink-0 overflow-hidden rounded" aria-hidden="true">
                      {(['primary', 'accent', 'background'] as const).map((key) => (
                        <span
                          key={key}
                          className="size-4"
                          style={{ backgroundColor: template.colorPalette[key] }}
                        />
                      ))}
                    </span>
                    {template.name}
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardContent className="pt-6">
            {isLoading ? (
              <Skeleton className="h-64 w-full" />
            ) : (
              <ThemeTabs draft={draft} onChange={setDraft} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
